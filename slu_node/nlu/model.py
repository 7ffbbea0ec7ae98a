"""The joint intent + slot network (PyTorch; training side only, inference runs the ONNX export).

Architecture (no pretrained embeddings):
  * word embeddings learnt from scratch, with frequency-based UNK dropout in training
    (p = alpha / (alpha + count), Kiperwasser & Goldberg 2016);
  * a character CNN per word (Ma & Hovy 2016: char embeddings → Conv1d width 3 → max over time) for
    out-of-vocabulary words;
  * a BiLSTM encoder over [word ; char] features;
  * an intent head: attention pooling + max pooling of the encoder states → MLP → logits (softmax for
    "multiclass", sigmoid for "multilabel");
  * a slot head conditioned on the intent (the stack-propagation / slot-gated idea of Qin et al. 2019
    and Goo et al. 2018): the predicted intent distribution is embedded, concatenated to every encoder
    state and read by a second BiLSTM, then a linear layer gives per-token tag scores;
  * optionally a linear-chain CRF (Lafferty et al. 2001) on the tag scores; its transition matrix is
    exported to JSON and decoded in numpy (:mod:`slu_node.nlu.decode`).

Tensor shapes: word_ids int64 [B, T]; char_ids int64 [B, T, C]; lengths int64 [B].
"""

from __future__ import annotations

from dataclasses import dataclass

import torch
from torch import nn
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence


@dataclass
class NetDims:
    """Sizes of the network (see module docstring); the defaults live in :class:`slu_node.nlu.train.TrainConfig`."""

    n_words: int
    n_chars: int
    n_intents: int
    n_tags: int
    word_dim: int
    char_dim: int
    char_filters: int
    hidden: int
    intent_dim: int
    dropout: float
    crf: bool
    multilabel: bool


class JointNet(nn.Module):
    """Joint intent classifier and slot tagger (see module docstring)."""

    def __init__(self, d: NetDims):
        super().__init__()
        self.d = d
        self.wemb = nn.Embedding(d.n_words, d.word_dim, padding_idx=0)
        self.cemb = nn.Embedding(d.n_chars, d.char_dim, padding_idx=0)
        self.cconv = nn.Conv1d(d.char_dim, d.char_filters, kernel_size=3, padding=1)
        self.enc = nn.LSTM(d.word_dim + d.char_filters, d.hidden, batch_first=True, bidirectional=True)
        self.drop = nn.Dropout(d.dropout)
        h2 = 2 * d.hidden
        self.att = nn.Linear(h2, 1)
        self.intent_mlp = nn.Sequential(nn.Linear(2 * h2, d.hidden), nn.Tanh(), nn.Dropout(d.dropout),
                                        nn.Linear(d.hidden, d.n_intents))
        self.intent_emb = nn.Linear(d.n_intents, d.intent_dim, bias=False)
        self.dec = nn.LSTM(h2 + d.intent_dim, d.hidden, batch_first=True, bidirectional=True)
        self.slot_out = nn.Linear(h2 + h2, d.n_tags)
        if d.crf:
            self.trans = nn.Parameter(torch.zeros(d.n_tags, d.n_tags))
            self.start = nn.Parameter(torch.zeros(d.n_tags))
            self.end = nn.Parameter(torch.zeros(d.n_tags))

    # -- encoder -------------------------------------------------------------------------------
    def _features(self, word_ids: torch.Tensor, char_ids: torch.Tensor) -> torch.Tensor:
        b, t, c = char_ids.shape
        ce = self.cemb(char_ids.reshape(b * t, c)).transpose(1, 2)  # [BT, Dc, C]
        cf = torch.relu(self.cconv(ce)).max(dim=2).values.reshape(b, t, -1)
        return self.drop(torch.cat([self.wemb(word_ids), cf], dim=-1))

    def _lstm(self, lstm: nn.LSTM, x: torch.Tensor, lengths) -> torch.Tensor:
        if lengths is None:  # export path: one unpadded sequence per row
            return lstm(x)[0]
        packed = pack_padded_sequence(x, lengths.cpu(), batch_first=True, enforce_sorted=False)
        return pad_packed_sequence(lstm(packed)[0], batch_first=True, total_length=x.shape[1])[0]

    def forward(self, word_ids: torch.Tensor, char_ids: torch.Tensor, lengths=None):
        """Return (intent_logits float [B, I], tag_scores float [B, T, K]).

        ``lengths`` None means every row is an unpadded sequence (the export path).
        """
        x = self._features(word_ids, char_ids)
        h = self.drop(self._lstm(self.enc, x, lengths))  # [B, T, 2H]
        if lengths is None:
            att = self.att(h).squeeze(-1)
            hmax = h.max(dim=1).values
        else:
            mask = torch.arange(h.shape[1])[None, :] < lengths[:, None]
            att = self.att(h).squeeze(-1).masked_fill(~mask, -1e4)
            hmax = h.masked_fill(~mask[..., None], -1e4).max(dim=1).values
        w = torch.softmax(att, dim=1)
        hatt = torch.bmm(w.unsqueeze(1), h).squeeze(1)
        intent_logits = self.intent_mlp(torch.cat([hatt, hmax], dim=-1))
        p = torch.sigmoid(intent_logits) if self.d.multilabel else torch.softmax(intent_logits, dim=-1)
        ctx = self.intent_emb(p).unsqueeze(1).expand(-1, h.shape[1], -1)
        s = self.drop(self._lstm(self.dec, torch.cat([h, ctx], dim=-1), lengths))
        scores = self.slot_out(torch.cat([h, s], dim=-1))
        if not self.d.crf:
            scores = torch.log_softmax(scores, dim=-1)
        return intent_logits, scores

    # -- CRF -----------------------------------------------------------------------------------
    def crf_nll(self, scores: torch.Tensor, tags: torch.Tensor, lengths: torch.Tensor) -> torch.Tensor:
        """Mean negative log-likelihood of gold ``tags`` (int64 [B, T]) under the linear-chain CRF."""
        b, t, k = scores.shape
        mask = (torch.arange(t)[None, :] < lengths[:, None]).float()  # [B, T]
        # gold path score
        gold = self.start[tags[:, 0]] + scores.gather(2, tags.unsqueeze(-1)).squeeze(-1).mul(mask).sum(1)
        tr = self.trans[tags[:, :-1], tags[:, 1:]] * mask[:, 1:]
        gold = gold + tr.sum(1)
        last = tags.gather(1, (lengths - 1).unsqueeze(1)).squeeze(1)
        gold = gold + self.end[last]
        # partition function
        alpha = self.start[None, :] + scores[:, 0]
        for i in range(1, t):
            nxt = torch.logsumexp(alpha.unsqueeze(2) + self.trans[None], dim=1) + scores[:, i]
            m = mask[:, i : i + 1]
            alpha = nxt * m + alpha * (1 - m)
        log_z = torch.logsumexp(alpha + self.end[None, :], dim=1)
        return (log_z - gold).mean()


class ExportWrapper(nn.Module):
    """ONNX view: (word_ids, char_ids) → (intent_probs float [B, I], tag_scores float [B, T, K])."""

    def __init__(self, net: JointNet):
        super().__init__()
        self.net = net

    def forward(self, word_ids: torch.Tensor, char_ids: torch.Tensor):
        logits, scores = self.net(word_ids, char_ids, None)
        probs = torch.sigmoid(logits) if self.net.d.multilabel else torch.softmax(logits, dim=-1)
        return probs, scores
