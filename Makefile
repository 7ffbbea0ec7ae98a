# slu_node: the two set-up commands are `make demo` (install + run the main job on the samples)
# and `make test` (install + run the test suite). `.ci/run` calls `make test`.
PYTHON ?= python3
DOMAIN ?= models/cooking

.PHONY: install demo test train train-adapter bench

install:
	bash scripts/install_deps.sh

demo: install
	slu run samples/commands --domain $(DOMAIN) --ref samples/commands.sugar
	slu run samples/kitchen_session.wav --domain $(DOMAIN) --ref samples/kitchen_session.sugar

test: install
	$(PYTHON) -m pytest -q -p no:cacheprovider tests

train: install
	slu train --domain $(DOMAIN) --n-train 16000 --seed 14 --ood-text ../shared/data/nlu/snips/train/seq.in \
	  --eval tests/fixtures/cooking_handwritten.txt tests/fixtures/cooking_handwritten.sugar

# the Moonshine encoder adapter (models/cooking/asr/moonshine_adapter.onnx; about 14 min on 2 cores)
train-adapter: install
	$(PYTHON) -m slu_node.asr.adapter_training --domain $(DOMAIN)

bench: install
	$(PYTHON) benchmarks/run_all.py
