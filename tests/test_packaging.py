"""The wheel a user installs: one top-level package `nomen`, its data inside, and the command line
working from a fresh virtual environment on the bundled sample."""

from __future__ import annotations

import re
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.conftest import ROOT


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--quiet", "--no-deps", "-w", str(out), str(ROOT)],
                   check=True, cwd=out, capture_output=True)
    return next(out.glob("nomen-*.whl"))


def test_the_wheel_holds_one_package_and_its_data(wheel):
    names = zipfile.ZipFile(wheel).namelist()
    assert {name.split("/")[0] for name in names if not name.startswith("nomen-")} == {"nomen"}
    for data in ("nomen/resources/samples/sample-decision.docx", "nomen/resources/lists/en/titles.txt",
                 "nomen/addin/taskpane.html", "nomen/addin/vendor/LICENSE-fluentui.txt",
                 "nomen/addin/vendor/fluent-web-components.min.js", "nomen/addin/vendor/fluent-themes.js",
                 "nomen/addin/assets/icon-192.png", "nomen/addin/assets/outline-32.png", "nomen/api/openapi.json",
                 "nomen/resources/models/legal_ner_en/meta.json", "nomen/resources/models/legal_ner_en/tokenizer",
                 "nomen/resources/models/legal_ner_en/ner/model", "nomen/resources/models/legal_ner_en/tok2vec/model",
                 "nomen/resources/models/legal_ner_en/vocab/strings.json"):
        assert data in names, data
    assert not any("node_modules" in name or name.endswith("package-lock.json") for name in names)
    # What the pane loads: the files taskpane.html names and every module of js/.
    page = (ROOT / "addin" / "taskpane.html").read_text()
    loaded = re.findall(r'(?:src|href)="((?:css|js|vendor)/[^"]+)"', page) + \
        [f"js/{module.name}" for module in (ROOT / "addin" / "js").glob("*.js")]
    assert "js/choose.js" in loaded and [path for path in loaded if f"nomen/addin/{path}" not in names] == []


@pytest.mark.slow
def test_the_installed_wheel_runs_from_a_fresh_environment(wheel, tmp_path):
    """`pip install` of the wheel alone (dependencies from PyPI), then `nomen` outside the checkout."""
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    python, nomen = venv / "bin" / "python", venv / "bin" / "nomen"
    subprocess.run([str(python), "-m", "pip", "install", "--quiet", str(wheel)], check=True, capture_output=True)
    check = "import nomen, nomen.cli, sys; assert 'server' not in sys.modules; print(nomen.__file__)"
    located = subprocess.run([str(python), "-c", check], check=True, cwd=tmp_path, capture_output=True, text=True)
    assert str(venv) in located.stdout
    analysed = subprocess.run([str(nomen), "analyze"], cwd=tmp_path, capture_output=True, text=True, timeout=300)
    assert analysed.returncode == 0 and "PERSON" in analysed.stdout, analysed.stderr
    out = tmp_path / "sample-anonymized.docx"
    anonymized = subprocess.run([str(nomen), "anonymize", "--out", str(out), "--strict"], cwd=tmp_path,
                                capture_output=True, text=True, timeout=300)
    assert anonymized.returncode == 0, anonymized.stderr
    assert "Williams-Johnston" not in zipfile.ZipFile(out).read("word/document.xml").decode("utf-8")


def test_the_lock_files_hold_every_direct_pin():
    """pyproject.toml's pins and the lock files `make` installs from agree, version for version."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]

    def pins(lines) -> dict[str, str]:
        found = {}
        for line in lines:
            requirement = line.split("#")[0].strip()
            if "==" in requirement:
                name, version = requirement.split("==")
                found[name.strip().lower().replace("_", "-").replace(".", "-")] = version.strip()
        return found

    runtime = pins((ROOT / "requirements" / "runtime.lock").read_text(encoding="utf-8").splitlines())
    test = pins((ROOT / "requirements" / "test.lock").read_text(encoding="utf-8").splitlines())
    for lock, wanted in ((runtime, project["dependencies"]),
                         (test, project["dependencies"] + project["optional-dependencies"]["test"])):
        for name, version in pins(wanted).items():
            assert lock.get(name) == version, (name, version, lock.get(name))
    assert len(runtime) > len(project["dependencies"])  # the transitive ones are pinned too
