"""The local HTTPS identity of `nomen serve`: a private CA and a certificate for localhost.

Office loads task panes over HTTPS only. On first run a CA (kept in the user's config
directory, its key readable by the user alone) signs a certificate for localhost and
127.0.0.1; the user trusts the CA once (instructions printed by `nomen serve`). Both are
reused while valid and renewed a month before they expire. The CA is name-constrained to
localhost and 127.0.0.1, so its key, if ever stolen, cannot vouch for any other site.
"""

from __future__ import annotations

import datetime as dt
import ipaddress
import os
from dataclasses import dataclass
from pathlib import Path

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

CA_DAYS = 3650
# Browsers and macOS refuse server certificates valid for more than 825 days.
SERVER_DAYS = 825
RENEW_BEFORE = dt.timedelta(days=30)


@dataclass(frozen=True)
class TlsFiles:
    ca_cert: Path
    cert: Path
    key: Path


def files_in(directory: Path) -> TlsFiles:
    return TlsFiles(directory / "nomen-local-ca.pem", directory / "localhost.pem", directory / "localhost-key.pem")


def _write_private(path: Path, data: bytes) -> None:
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "wb") as handle:
        handle.write(data)


def _key_pem(key: ec.EllipticCurvePrivateKey) -> bytes:
    return key.private_bytes(serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8,
                             serialization.NoEncryption())


def _still_valid(path: Path) -> bool:
    if not path.is_file():
        return False
    certificate = x509.load_pem_x509_certificate(path.read_bytes())
    return certificate.not_valid_after_utc - RENEW_BEFORE > dt.datetime.now(dt.timezone.utc)


def _name(common_name: str) -> x509.Name:
    return x509.Name([x509.NameAttribute(NameOID.ORGANIZATION_NAME, "Nomen (local)"),
                      x509.NameAttribute(NameOID.COMMON_NAME, common_name)])


def _ca(directory: Path) -> tuple[x509.Certificate, ec.EllipticCurvePrivateKey]:
    files, key_path = files_in(directory), directory / "nomen-local-ca-key.pem"
    if _still_valid(files.ca_cert) and key_path.is_file():
        key = serialization.load_pem_private_key(key_path.read_bytes(), password=None)
        return x509.load_pem_x509_certificate(files.ca_cert.read_bytes()), key
    key = ec.generate_private_key(ec.SECP256R1())
    now = dt.datetime.now(dt.timezone.utc)
    certificate = (x509.CertificateBuilder().subject_name(_name("Nomen local CA")).issuer_name(_name("Nomen local CA"))
                   .public_key(key.public_key()).serial_number(x509.random_serial_number())
                   .not_valid_before(now - dt.timedelta(minutes=5)).not_valid_after(now + dt.timedelta(days=CA_DAYS))
                   .add_extension(x509.BasicConstraints(ca=True, path_length=0), critical=True)
                   .add_extension(x509.KeyUsage(digital_signature=False, content_commitment=False,
                                                key_encipherment=False, data_encipherment=False, key_agreement=False,
                                                key_cert_sign=True, crl_sign=True, encipher_only=False,
                                                decipher_only=False), critical=True)
                   .add_extension(x509.NameConstraints(permitted_subtrees=[
                       x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_network("127.0.0.1/32"))],
                       excluded_subtrees=None), critical=True)
                   .add_extension(x509.SubjectKeyIdentifier.from_public_key(key.public_key()), critical=False)
                   .sign(key, hashes.SHA256()))
    _write_private(key_path, _key_pem(key))
    files.ca_cert.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    return certificate, key


def ensure_local_certificates(directory: Path) -> TlsFiles:
    """The CA and the localhost certificate in `directory`, created or renewed when needed."""
    directory.mkdir(parents=True, exist_ok=True)
    files = files_in(directory)
    ca_cert, ca_key = _ca(directory)
    if _still_valid(files.cert) and files.key.is_file():
        issuer = x509.load_pem_x509_certificate(files.cert.read_bytes()).issuer
        if issuer == ca_cert.subject:
            return files
    key = ec.generate_private_key(ec.SECP256R1())
    now = dt.datetime.now(dt.timezone.utc)
    names = [x509.DNSName("localhost"), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]
    certificate = (x509.CertificateBuilder().subject_name(_name("localhost")).issuer_name(ca_cert.subject)
                   .public_key(key.public_key()).serial_number(x509.random_serial_number())
                   .not_valid_before(now - dt.timedelta(minutes=5))
                   .not_valid_after(now + dt.timedelta(days=SERVER_DAYS))
                   .add_extension(x509.SubjectAlternativeName(names), critical=False)
                   .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
                   .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
                   .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(ca_key.public_key()),
                                  critical=False)
                   .sign(ca_key, hashes.SHA256()))
    _write_private(files.key, _key_pem(key))
    files.cert.write_bytes(certificate.public_bytes(serialization.Encoding.PEM)
                           + ca_cert.public_bytes(serialization.Encoding.PEM))
    return files


def trust_instructions(files: TlsFiles) -> str:
    """How to make Windows and macOS trust the local CA (once per machine)."""
    return (f"To let Word trust the task pane, trust Nomen's local CA once ({files.ca_cert}):\n"
            f"  Windows: certutil -user -addstore Root \"{files.ca_cert}\"\n"
            f"  macOS:   security add-trusted-cert -r trustRoot -k ~/Library/Keychains/login.keychain-db "
            f"\"{files.ca_cert}\"")
