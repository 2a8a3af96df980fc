"""The Word add-in: its JavaScript tests, manifest, files, origin guard, local TLS, and end to end."""

from __future__ import annotations

import io
import json
import os
import re
import shutil
import socket
import ssl
import struct
import subprocess
import sys
import time
import urllib.request
import zipfile
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives.asymmetric import ec
from lxml import etree

from nomen.manifest import build_manifest
from nomen.tls import ensure_local_certificates
from tests.conftest import ROOT, SHARED

ADDIN = ROOT / "addin"
SCHEMA = SHARED / "office-schemas" / "OfficeAppManifestV1_1.xsd"
OFFICE = "{http://schemas.microsoft.com/office/appforoffice/1.1}"


def _node_modules() -> Path:
    modules = ADDIN / "node_modules"
    assert modules.is_dir(), "run `make test` (it runs `npm ci` in addin/) first"
    return modules


def test_javascript_unit_tests_pass():
    _node_modules()
    done = subprocess.run(["node", "--test", "test/"], cwd=ADDIN, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-2000:]
    assert "# fail 0" in done.stdout


def _xmllint(path: Path) -> subprocess.CompletedProcess:
    return subprocess.run(["xmllint", "--noout", "--schema", str(SCHEMA), str(path)], capture_output=True, text=True)


def test_manifest_validates_and_is_the_generated_one(tmp_path):
    assert (ROOT / "manifest.xml").read_bytes() == build_manifest()
    checked = _xmllint(ROOT / "manifest.xml")
    assert checked.returncode == 0, checked.stderr
    other = tmp_path / "manifest.xml"
    from click.testing import CliRunner

    from nomen.cli import main

    assert CliRunner().invoke(main, ["manifest", "--port", "9443", "--host", "nomen.court.example",
                                     "--out", str(other)]).exit_code == 0
    assert _xmllint(other).returncode == 0
    assert b"https://nomen.court.example:9443/taskpane.html" in other.read_bytes()
    assert b"localhost" not in other.read_bytes()


def test_manifest_asks_for_what_the_pane_needs():
    root = etree.fromstring(build_manifest())
    assert root.findtext(f"{OFFICE}Permissions") == "ReadWriteDocument"
    word_set = root.find(f"{OFFICE}Requirements/{OFFICE}Sets/{OFFICE}Set")
    assert (word_set.get("Name"), word_set.get("MinVersion")) == ("WordApi", "1.3")
    assert root.find(f"{OFFICE}DefaultSettings/{OFFICE}SourceLocation").get("DefaultValue") == \
        "https://localhost:8765/taskpane.html"
    assert b'id="TabHome"' in build_manifest()
    for size in (16, 32, 80):
        png = (ADDIN / "assets" / f"icon-{size}.png").read_bytes()
        assert png.startswith(b"\x89PNG") and struct.unpack(">II", png[16:24]) == (size, size)


def test_the_unified_manifest_validates_against_microsofts_schema(tmp_path):
    """`nomen manifest --format unified --out app.zip`: the JSON manifest and its French strings pass the
    schemas shipped in Microsoft's npm package (no network), its icons have the sizes the schema asks,
    and a host given to it is the host of every address (a check that can fail: a manifest without a
    required field does not pass)."""
    import jsonschema_rs
    from click.testing import CliRunner

    from nomen.cli import main

    _node_modules()
    schemas = ADDIN / "node_modules" / "@microsoft" / "app-manifest" / "build" / "json-schemas" / "teams" / "v1.17"
    manifest_schema = jsonschema_rs.validator_for(json.loads((schemas / "MicrosoftTeams.schema.json").read_text()))
    strings_schema = jsonschema_rs.validator_for(
        json.loads((schemas / "MicrosoftTeams.Localization.schema.json").read_text()))
    package = tmp_path / "nomen-app.zip"
    done = CliRunner().invoke(main, ["manifest", "--format", "unified", "--host", "nomen.court.example",
                                     "--port", "9443", "--out", str(package)])
    assert done.exit_code == 0, done.output
    with zipfile.ZipFile(package) as app:
        assert sorted(app.namelist()) == ["color.png", "fr.json", "manifest.json", "outline.png"]
        manifest = json.loads(app.read("manifest.json"))
        assert [error.message for error in manifest_schema.iter_errors(manifest)] == []
        assert [error.message for error in strings_schema.iter_errors(json.loads(app.read("fr.json")))] == []
        for name, (size, colour_type) in {"color.png": (192, 2), "outline.png": (32, 6)}.items():
            png = app.read(name)
            assert struct.unpack(">IIBB", png[16:26]) == (size, size, 8, colour_type)
    runtime = manifest["extensions"][0]["runtimes"][0]
    assert runtime["code"]["page"] == "https://nomen.court.example:9443/taskpane.html"
    assert "localhost" not in json.dumps(manifest) and manifest["id"] == etree.fromstring(
        build_manifest()).findtext(f"{OFFICE}Id")
    del manifest["accentColor"]
    assert not manifest_schema.is_valid(manifest)


def test_the_pane_is_served_and_nothing_else_of_addin(client):
    page = client.get("/taskpane.html")
    assert page.status_code == 200 and b'id="analyze"' in page.data
    assert b"appsforoffice.microsoft.com/lib/1/hosted/office.js" in page.data
    assert client.get("/js/main.js").status_code == 200
    assert client.get("/assets/icon-32.png").mimetype == "image/png"
    # Fluent 2 is served from the package: nothing is fetched from another site (an XML namespace
    # names a URL without fetching it).
    for vendored in ("/vendor/fluent-web-components.min.js", "/vendor/fluent-themes.js"):
        answer = client.get(vendored)
        assert answer.status_code == 200 and "javascript" in answer.mimetype, vendored
        assert set(re.findall(rb"https?://[\w./-]+", answer.data)) <= {b"http://www.w3.org/2000/svg"}, vendored
    assert b"fabric" not in page.data.lower()  # the legacy Fabric Core is gone
    for private in ("/package.json", "/__init__.py", "/test/model.test.mjs", "/node_modules/x", "/js/../package.json"):
        assert client.get(private).status_code == 404, private


def test_only_the_panes_own_origin_is_answered(client):
    assert client.get("/api/health", headers={"Host": "evil.example"}).status_code == 403
    refused = client.get("/api/health", headers={"Origin": "https://evil.example"})
    assert refused.status_code == 403 and "refused" in refused.get_json()["error"]
    assert "Access-Control-Allow-Origin" not in refused.headers  # the refusal is not readable there either
    assert client.get("/api/health", headers={"Origin": "https://localhost:9999"}).status_code == 403
    own = client.get("/api/health", headers={"Origin": "http://localhost"})
    assert own.status_code == 200 and own.headers["Access-Control-Allow-Origin"] == "http://localhost"
    assert "Access-Control-Allow-Origin" not in client.get("/api/health").headers


def test_local_certificates_are_made_once_and_chain_to_the_local_ca(tmp_path):
    files = ensure_local_certificates(tmp_path)
    assert files.key.stat().st_mode & 0o777 == 0o600
    assert (tmp_path / "nomen-local-ca-key.pem").stat().st_mode & 0o777 == 0o600
    leaf = x509.load_pem_x509_certificate(files.cert.read_bytes())
    ca = x509.load_pem_x509_certificate(files.ca_cert.read_bytes())
    names = leaf.extensions.get_extension_for_class(x509.SubjectAlternativeName).value
    assert "localhost" in names.get_values_for_type(x509.DNSName)
    assert [str(ip) for ip in names.get_values_for_type(x509.IPAddress)] == ["127.0.0.1"]
    ca.public_key().verify(leaf.signature, leaf.tbs_certificate_bytes, ec.ECDSA(leaf.signature_hash_algorithm))
    limits = ca.extensions.get_extension_for_class(x509.NameConstraints)
    assert limits.critical and [str(name.value) for name in limits.value.permitted_subtrees] == \
        ["localhost", "127.0.0.1/32"]
    before = files.cert.read_bytes()
    assert ensure_local_certificates(tmp_path).cert.read_bytes() == before


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.fixture(scope="module")
def https_server(tmp_path_factory):
    """The real `nomen serve` over HTTPS, with its own config directory (and so its own CA)."""
    config = tmp_path_factory.mktemp("serve-config")
    port = _free_port()
    process = subprocess.Popen([sys.executable, "-m", "nomen", "--port", str(port)],
                               env={**os.environ, "NOMEN_CONFIG_DIR": str(config)},
                               stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    url = f"https://localhost:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            trusted = ssl.create_default_context(cafile=str(config / "tls" / "nomen-local-ca.pem"))
            with urllib.request.urlopen(f"{url}/api/health", context=trusted, timeout=5) as answer:
                assert answer.status == 200
            break
        except (OSError, ssl.SSLError):  # not listening yet, or the CA not written yet
            if time.monotonic() > deadline or process.poll() is not None:
                process.kill()
                raise AssertionError(process.stdout.read().decode(errors="replace")[-2000:])
            time.sleep(0.5)
    yield url, trusted
    process.terminate()
    process.wait(timeout=20)


ADDED = ("MILLAR, William", "Jean-Pierre Dupont", "Ms Sarah Ryan", "Mr. Millar")


def test_end_to_end_in_chromium(https_server, tmp_path):
    url, trusted = https_server
    _node_modules()
    assert Path("/usr/bin/chromium").exists(), "`make test` installs Debian's chromium"
    sample = ROOT / "resources" / "samples" / "sample-decision.docx"
    env = {**os.environ, "NOMEN_URL": url, "DOCX_PATH": str(sample), "OUT_DIR": str(tmp_path),
           "OFF_TERM": "Nessa Williams-Johnston", "EDIT_TERM": "Janice Williams-Johnston", "EDIT_VALUE": "J.X.",
           "VARIANT_OF": "Roy H.W. Johnston", "VARIANT_OFF": "Roy Johnston", "CASE_ID": "e2e-case",
           "ADD_TERMS": json.dumps(list(ADDED)), "MERGE_INTO": "Ms Sarah Ryan", "MERGE_FROM": "Jean-Pierre Dupont"}
    done = subprocess.run(["node", str(ROOT / "tests" / "e2e" / "pane.e2e.mjs")], cwd=ADDIN, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    artifacts = ROOT / "tests" / "e2e" / "artifacts"
    artifacts.mkdir(exist_ok=True)
    for screenshot in ("start.png", "taskpane.png", "row-menu.png", "merge-dialog.png", "preview.png", "result.png"):
        shutil.copy(tmp_path / screenshot, artifacts / screenshot)
    with zipfile.ZipFile(io.BytesIO((tmp_path / "created.docx").read_bytes())) as created:
        text = "".join(etree.fromstring(created.read("word/document.xml")).itertext())
    assert "Nessa Doreen Williams-Johnston" in text          # turned off: still there
    # The list: two groups, the kept one collapsed, sub-grouped in plain words, and "k of n shown".
    groups = json.loads((tmp_path / "groups.json").read_text())
    assert re.fullmatch(r"(\d+) of \1 shown", groups["shown"]), groups
    assert re.fullmatch(r"To anonymize \(\d+\)", groups["on"]) and re.fullmatch(r"Kept as written \(\d+\)", groups["kept"])
    assert groups["keptOpen"] is False and groups["subgroups"] and "Dates" in groups["subgroups"]
    assert groups["primary"] == ["apply"]  # one primary action at a time: Apply, once analysed
    assert groups["widest"] <= 320  # the pane fits its 320 px
    total = int(groups["shown"].split()[-2])
    searched, filtered = groups["searched"], groups["filtered"]
    assert searched["rows"] and searched["shown"] == f"{len(searched['rows'])} of {total} shown"
    assert all(any("johnston" in text.lower() for text in row["texts"]) or "johnston" in row["replacement"].lower()
               for row in searched["rows"]), searched
    assert filtered["rows"] and filtered["shown"] == f"{len(filtered['rows'])} of {total} shown"
    assert {row["category"] for row in filtered["rows"]} == {"Date"}, filtered
    keyboard = json.loads((tmp_path / "keyboard.json").read_text())
    assert keyboard["stops"][-1] == "fluent-checkbox.include" and len(keyboard["stops"]) <= 4, keyboard
    assert keyboard["stops"][0] in ("analyze", "apply")  # the command bar is one stop
    assert keyboard["secondRow"] == {"index": 1, "control": "include"}, keyboard
    # In a row, by keyboard: Tab to its ⋯ menu, Enter opens it on Next occurrence, Enter selects the term in Word.
    row_menu = keyboard["rowMenu"]
    assert row_menu["stops"] == ["expand", "term", "row-menu-button"] and row_menu["item"] == "next", row_menu
    assert row_menu["selected"] == row_menu["term"], row_menu
    occurrences = json.loads((tmp_path / "occurrences.json").read_text())
    assert occurrences["listed"] and all("johnston" in item.lower() for item in occurrences["listed"]), occurrences
    assert occurrences["selected"] in occurrences["listed"][0]
    axe = json.loads((tmp_path / "axe.json").read_text())
    assert set(axe) == {"before Analyze", "analysed", "kept group open, a row expanded", "a row's menu open", "the merge dialog open",
                        "preview", "result"}
    # Before the merge the row had one variant, so no Split off; after it, the merged name splits back off.
    assert json.loads((tmp_path / "merged.json").read_text()) == {"into": True, "from": False, "splittable": 0,
                                                                   "focusBack": True, "splitBack": True}
    assert all(violations == [] for violations in axe.values()), axe
    preview = json.loads((tmp_path / "preview.json").read_text())
    assert preview["listHidden"] and preview["pressed"] == "true"
    assert "J.X." in preview["marks"] and "Janice Williams-Johnston" not in preview["text"]
    assert "Nessa Doreen Williams-Johnston" in preview["text"] and "R.H.W.J." in preview["text"]
    off_variants = json.loads((tmp_path / "off-variants.json").read_text())
    assert off_variants and all(v == {"checked": False, "disabled": True} for v in off_variants)
    assert "J.X." in text and "Janice Williams-Johnston" not in text  # edited replacement applied
    assert "Roy H.W. Johnston" not in text and "R.H.W.J." in text      # the rest as proposed
    assert re.search(r"\bRoy (?:R\.H\.W\.J\.|Johnston)", text)       # the unticked variant, not replaced whole
    # An edit redraws the list, and the edited field keeps the focus (a keyboard user stays put).
    assert json.loads((tmp_path / "focus.json").read_text()) == {"inList": True, "className": "replacement",
                                                                  "value": "J.X."}
    # What the pane shows for the names added by hand is what the server names them: the pane
    # computes no replacement ("Mr. Millar" joins "MILLAR, William", whose replacement it keeps).
    rows = {row["term"]: row["replacement"] for row in json.loads((tmp_path / "rows.json").read_text())}
    assert {term: rows.get(term) for term in ADDED} == \
        {"MILLAR, William": "W.M.", "Jean-Pierre Dupont": "J.-P.D.", "Ms Sarah Ryan": "S.R.", "Mr. Millar": None}
    _check_result_banner(json.loads((tmp_path / "result.json").read_text()),
                         (tmp_path / "status.txt").read_text().strip())
    with urllib.request.urlopen(f"{url}/api/cases/e2e-case", context=trusted, timeout=10) as answer:
        case = json.loads(answer.read())
    assert {"J.X.", "R.H.W.J."} <= {person["replacement"] for person in case["people"]}


def test_the_french_pane_shows_no_code(https_server, tmp_path):
    """In a French Word the whole pane, every group open and a row expanded, is French: no category or
    role code (PERSON, CASE_NUMBER, judge…), and the groups and counts in French words; so is the result
    of Apply."""
    text, axe = _survey(https_server, tmp_path, "survey-fr.png", UI_LANGUAGE="fr-FR",
                        SURVEY_APPLY="Anonymiser la variante Roy Johnston")
    assert axe == {"fr-FR, light, all open": [], "fr-FR, result": []}
    # After Apply too: the status line and the result, names left and where, in French words.
    result = (tmp_path / "survey-result.txt").read_text()
    assert re.search(r"\d+ remplacements pour \d+ termes", result) and "Appliqué" in result, result
    assert "Noms encore présents dans la copie anonymisée" in result and "corps du texte" in result, result
    assert "Afficher" in result and not re.search(r"\b(body|header|footer|word/|Show|Details)\b", result), result
    shutil.copy(tmp_path / "survey-result.png", ROOT / "tests" / "e2e" / "artifacts" / "result-fr.png")
    from nomen import categories

    codes = [code for code in categories.ALL if re.search(rf"\b{code}\b", text)]
    roles = [role for role in ("judge", "counsel", "clerk", "court") if re.search(rf"\b{role}\b", text)]
    assert codes == [] and roles == [], (codes, roles)
    assert re.search(r"À anonymiser \(\d+\)", text) and re.search(r"Conservés tels quels \(\d+\)", text)
    assert re.search(r"\d+ sur \d+ affichés", text) and "occurrences" in text
    assert "Dates" in text and "Lieux" in text
    assert not re.search(r"\b1 occurrences\b", text) and "propriétés du document" in text


def test_the_pane_follows_a_dark_office_theme(https_server, tmp_path):
    """Word's dark theme (Office.context.officeTheme) gives the pane its dark palette, with every group
    open and a row expanded still passing axe-core (colour contrast included)."""
    _, axe = _survey(https_server, tmp_path, "survey-dark.png", UI_THEME="dark")
    assert axe == {"en, dark, all open": []}


def test_the_pane_in_windows_high_contrast(https_server, tmp_path):
    """Windows high contrast (forced colours): every group open and a row expanded, axe-core finds nothing."""
    _, axe = _survey(https_server, tmp_path, "survey-high-contrast.png", FORCED_COLORS="1")
    assert axe == {"en, light, forced colours, all open": []}


def _survey(https_server, tmp_path, screenshot: str, **settings: str) -> tuple[str, dict]:
    """The pane after Analyze, every group open and a row expanded: its text, and what axe-core found."""
    url, _ = https_server
    _node_modules()
    sample = ROOT / "resources" / "samples" / "sample-decision.docx"
    env = {**os.environ, "NOMEN_URL": url, "DOCX_PATH": str(sample), "OUT_DIR": str(tmp_path), "SURVEY": "1",
           **settings}
    done = subprocess.run(["node", str(ROOT / "tests" / "e2e" / "pane.e2e.mjs")], cwd=ADDIN, env=env,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    shutil.copy(tmp_path / "survey.png", ROOT / "tests" / "e2e" / "artifacts" / screenshot)
    assert int((tmp_path / "widest.txt").read_text()) <= 320  # nothing wider than the pane
    return (tmp_path / "survey.txt").read_text(), json.loads((tmp_path / "axe.json").read_text())


def _check_result_banner(result: dict, status: str) -> None:
    """After Apply: the banner is the first thing of the result area, on screen, and says what the report says."""
    report, banner = result["report"], result["banner"]
    assert banner["resultBeforeEntities"] and banner["resultAboveRows"]
    assert banner["scrollY"] == 0 and 0 <= banner["summaryTop"] < banner["summaryBottom"] <= banner["viewportHeight"]
    assert banner["blocks"][0] == "summary"
    replaced = sum(r["count"] for r in report["replacements"])
    assert banner["summary"] == (f"{replaced} replacements of {len(report['replacements'])} terms; "
                                 "the anonymized copy was opened.")
    residual = report["residual"]
    assert status == f"Applied, but names are still in the copy: {len(residual)}. See below."
    # The unticked variant "Roy Johnston" stays in the text: the audit reports "Roy" (a distinctive
    # part of an anonymized person's name); the residual block comes right under the summary, on
    # screen, one item per name, Show where Word can find it.
    assert "Roy" in {leak["found"] for leak in residual}
    assert banner["blocks"][1] == "block residual"
    assert banner["residualTop"] < banner["viewportHeight"]
    assert banner["residualHeading"] == f"Names still in the anonymized copy: {len(residual)}"
    assert len(banner["residualItems"]) == len(residual)
    for leak, item in zip(residual, banner["residualItems"]):
        assert f"“{leak['found']}”" in item and "word/" not in item
    findable = [leak["found"] for leak in residual if leak["in_text"]]
    assert findable and banner["showButtons"] == len(findable)
    assert result["shown"]["selected"] == findable[0]
