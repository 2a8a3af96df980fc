"""Train Nomen's legal NER (English): a spaCy NER component on the training part of InLegalNER.

    .venv/bin/python scripts/train_legal_ner.py [--epochs N] [--out resources/models/legal_ner_en]

Data recipe: ../shared/corpora/inlegalner-train/inlegalner_train.jsonl (Apache-2.0, OpenNyAI),
its "train" part only, as `nomen.evaluation.gold.split_of` splits it (one text in five, by a hash of
its id, is the development part that `nomen evaluate` scores; it is never trained or tuned on).
Every label is kept, persons by role (JUDGE, LAWYER, PETITIONER, RESPONDENT, WITNESS, OTHER_PERSON),
so the recognizer reads roles as well as names. A span that does not fall on token boundaries is
widened to them; overlapping spans keep the longest.

The pipeline is a blank English tokenizer, a small CNN tok2vec (hash embeddings, no pretrained
vectors, nothing downloaded) and a transition-based NER, trained with a fixed seed on the CPU
(about 25 minutes on a 2-core machine). The best model on a held-back tenth of the training part
is written to --out, which ships inside the package.
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import tempfile
from pathlib import Path

import spacy
from spacy.cli.init_config import fill_config
from spacy.cli.train import train as spacy_train
from spacy.tokens import DocBin
from spacy.util import filter_spans

ROOT = Path(__file__).resolve().parents[1]
DATA = ROOT.parent / "shared" / "corpora" / "inlegalner-train" / "inlegalner_train.jsonl"
SEED = 20261125
MODEL_VERSION = "1.0.0"

CONFIG = """
[paths]
train = null
dev = null

[system]
seed = {seed}
gpu_allocator = null

[nlp]
lang = "en"
pipeline = ["tok2vec","ner"]
batch_size = 256

[components]

[components.tok2vec]
factory = "tok2vec"

[components.tok2vec.model]
@architectures = "spacy.Tok2Vec.v2"

[components.tok2vec.model.embed]
@architectures = "spacy.MultiHashEmbed.v2"
width = {width}
attrs = ["NORM","PREFIX","SUFFIX","SHAPE"]
rows = {rows}
include_static_vectors = false

[components.tok2vec.model.encode]
@architectures = "spacy.MaxoutWindowEncoder.v2"
width = {width}
depth = {depth}
window_size = 1
maxout_pieces = 3

[components.ner]
factory = "ner"

[components.ner.model]
@architectures = "spacy.TransitionBasedParser.v2"
state_type = "ner"
extra_state_tokens = false
hidden_width = {hidden}
maxout_pieces = 2
use_upper = true
nO = null

[components.ner.model.tok2vec]
@architectures = "spacy.Tok2VecListener.v1"
width = {width}
upstream = "*"

[corpora]

[corpora.train]
@readers = "spacy.Corpus.v1"
path = ${{paths.train}}

[corpora.dev]
@readers = "spacy.Corpus.v1"
path = ${{paths.dev}}

[training]
dev_corpus = "corpora.dev"
train_corpus = "corpora.train"
seed = ${{system.seed}}
dropout = {dropout}
accumulate_gradient = 1
patience = 4000
max_epochs = {epochs}
max_steps = 0
eval_frequency = 500

[training.batcher]
@batchers = "spacy.batch_by_words.v1"
discard_oversize = false
tolerance = 0.2

[training.batcher.size]
@schedules = "compounding.v1"
start = 100
stop = 1000
compound = 1.001

[training.optimizer]
@optimizers = "Adam.v1"
learn_rate = 0.001

[training.score_weights]
ents_f = 1.0
ents_p = 0.0
ents_r = 0.0
ents_per_type = null

[initialize]
"""


def _docs(records: list[dict]) -> DocBin:
    nlp = spacy.blank("en")
    docs = DocBin()
    for record in records:
        doc = nlp.make_doc(record["text"])
        spans = [doc.char_span(start, end, label=label, alignment_mode="expand")
                 for start, end, label in record["entities"]]
        doc.ents = filter_spans([s for s in spans if s is not None and s.text.strip()])
        docs.add(doc)
    return docs


def _label(meta_path: Path) -> None:
    """Name the pipeline and say where it comes from (`nomen.models.model_versions` reads it)."""
    meta = json.loads(meta_path.read_text(encoding="utf-8"))
    meta.update(name="legal_ner_en", version=MODEL_VERSION, license="Apache-2.0 (training data: InLegalNER)",
                description="Nomen's legal NER, trained by scripts/train_legal_ner.py on the train part of InLegalNER")
    meta_path.write_text(json.dumps(meta, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def main() -> None:
    from nomen.evaluation.gold import split_of

    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--epochs", type=int, default=15)
    # The shipped model is small on purpose: it runs beside the stock NER on every English text.
    parser.add_argument("--width", type=int, default=64)
    parser.add_argument("--depth", type=int, default=2)
    parser.add_argument("--hidden", type=int, default=48)
    # Hash-table rows for NORM, PREFIX, SUFFIX, SHAPE: memory, not time.
    parser.add_argument("--rows", type=int, nargs=4, default=[5000, 1000, 2500, 2500])
    parser.add_argument("--dropout", type=float, default=0.1)
    parser.add_argument("--out", type=Path, default=ROOT / "resources" / "models" / "legal_ner_en")
    args = parser.parse_args()
    records = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]
    train = [r for r in records if split_of(r["id"]) == "train"]
    random.Random(SEED).shuffle(train)
    held_back = len(train) // 10
    with tempfile.TemporaryDirectory() as work:
        work_dir = Path(work)
        _docs(train[held_back:]).to_disk(work_dir / "train.spacy")
        _docs(train[:held_back]).to_disk(work_dir / "dev.spacy")
        (work_dir / "base.cfg").write_text(CONFIG.format(seed=SEED, epochs=args.epochs, width=args.width,
                                                                   depth=args.depth, hidden=args.hidden,
                                                                   rows=list(args.rows), dropout=args.dropout), encoding="utf-8")
        fill_config(work_dir / "config.cfg", work_dir / "base.cfg", silent=True)  # spaCy's defaults for the rest
        spacy_train(work_dir / "config.cfg", work_dir / "output", overrides={
            "paths.train": str(work_dir / "train.spacy"), "paths.dev": str(work_dir / "dev.spacy")})
        if args.out.exists():
            shutil.rmtree(args.out)
        shutil.copytree(work_dir / "output" / "model-best", args.out)
    _label(args.out / "meta.json")
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
