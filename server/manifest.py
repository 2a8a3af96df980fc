"""The Office add-in manifest, written from code so that IT can point it at any host and port.

`manifest.xml` at the repository root is this module's output for https://localhost:8765
(a test keeps them equal and validates both against Microsoft's XSDs).
"""

from __future__ import annotations

from lxml import etree

from nomen import __version__

ADDIN_ID = "5c1f3a9e-2d47-4b8e-9a61-0f3c7e2b8d14"
_OFFICE = "http://schemas.microsoft.com/office/appforoffice/1.1"
_XSI = "http://www.w3.org/2001/XMLSchema-instance"
_BT = "http://schemas.microsoft.com/office/officeappbasictypes/1.0"
_OV = "http://schemas.microsoft.com/office/taskpaneappversionoverrides"
_TYPE = f"{{{_XSI}}}type"
ICON_SIZES = (16, 32, 80)
STRINGS = {  # (English, French)
    "DisplayName": ("Nomen", "Nomen"),
    "Description": ("Anonymize court decisions: find the people and identifiers to hide, review, replace.",
                    "Anonymiser les décisions de justice : repérer les personnes et identifiants, vérifier, remplacer."),
    "GroupLabel": ("Nomen", "Nomen"),
    "ButtonLabel": ("Anonymize", "Anonymiser"),
    "ButtonTooltip": ("Open Nomen to review the names and identifiers to anonymize in this decision.",
                      "Ouvrir Nomen pour vérifier les noms et identifiants à anonymiser dans cette décision."),
}


def origin(host: str = "localhost", port: int = 8765) -> str:
    return f"https://{host}:{port}"


def _localized(parent: etree._Element, tag: str, key: str, namespace: str = _OFFICE) -> None:
    english, french = STRINGS[key]
    element = etree.SubElement(parent, f"{{{namespace}}}{tag}", DefaultValue=english)
    etree.SubElement(element, f"{{{namespace}}}Override", Locale="fr-FR", Value=french)


def _sub(parent: etree._Element, tag: str, text: str | None = None, namespace: str = _OFFICE,
         **attributes: str) -> etree._Element:
    element = etree.SubElement(parent, f"{{{namespace}}}{tag}", **attributes)
    element.text = text
    return element


def build_manifest(host: str = "localhost", port: int = 8765) -> bytes:
    """The manifest for a Nomen server reachable at https://host:port."""
    base = origin(host, port)
    root = etree.Element(f"{{{_OFFICE}}}OfficeApp", nsmap={None: _OFFICE, "xsi": _XSI, "bt": _BT})
    root.set(_TYPE, "TaskPaneApp")
    _sub(root, "Id", ADDIN_ID)
    _sub(root, "Version", f"{__version__}.0")
    _sub(root, "ProviderName", "Nomen")
    _sub(root, "DefaultLocale", "en-US")
    _localized(root, "DisplayName", "DisplayName")
    _localized(root, "Description", "Description")
    _sub(root, "IconUrl", DefaultValue=f"{base}/assets/icon-32.png")
    _sub(root, "HighResolutionIconUrl", DefaultValue=f"{base}/assets/icon-80.png")
    _sub(root, "SupportUrl", DefaultValue=f"{base}/help.html")
    _sub(_sub(root, "AppDomains"), "AppDomain", base)
    _sub(_sub(root, "Hosts"), "Host", Name="Document")
    sets = _sub(_sub(root, "Requirements"), "Sets", DefaultMinVersion="1.3")
    _sub(sets, "Set", Name="WordApi", MinVersion="1.3")
    _sub(_sub(root, "DefaultSettings"), "SourceLocation", DefaultValue=f"{base}/taskpane.html")
    _sub(root, "Permissions", "ReadWriteDocument")
    root.append(_version_overrides(base))
    return etree.tostring(root, xml_declaration=True, encoding="UTF-8", pretty_print=True)


def _version_overrides(base: str) -> etree._Element:
    overrides = etree.Element(f"{{{_OV}}}VersionOverrides", nsmap={None: _OV, "bt": _BT, "xsi": _XSI})
    overrides.set(_TYPE, "VersionOverridesV1_0")
    host = _sub(_sub(overrides, "Hosts", namespace=_OV), "Host", namespace=_OV)
    host.set(_TYPE, "Document")
    form = _sub(host, "DesktopFormFactor", namespace=_OV)
    started = _sub(form, "GetStarted", namespace=_OV)
    _sub(started, "Title", namespace=_OV, resid="Nomen.GetStarted.Title")
    _sub(started, "Description", namespace=_OV, resid="Nomen.GetStarted.Description")
    _sub(started, "LearnMoreUrl", namespace=_OV, resid="Nomen.Help.Url")
    point = _sub(form, "ExtensionPoint", namespace=_OV)
    point.set(_TYPE, "PrimaryCommandSurface")
    group = _sub(_sub(point, "OfficeTab", namespace=_OV, id="TabHome"), "Group", namespace=_OV, id="Nomen.Group")
    _sub(group, "Label", namespace=_OV, resid="Nomen.Group.Label")
    _icons(group)
    control = _sub(group, "Control", namespace=_OV, id="Nomen.OpenPane")
    control.set(_TYPE, "Button")
    _sub(control, "Label", namespace=_OV, resid="Nomen.Button.Label")
    tip = _sub(control, "Supertip", namespace=_OV)
    _sub(tip, "Title", namespace=_OV, resid="Nomen.Button.Label")
    _sub(tip, "Description", namespace=_OV, resid="Nomen.Button.Tooltip")
    _icons(control)
    action = _sub(control, "Action", namespace=_OV)
    action.set(_TYPE, "ShowTaskpane")
    _sub(action, "TaskpaneId", "Nomen.Pane", namespace=_OV)
    _sub(action, "SourceLocation", namespace=_OV, resid="Nomen.Taskpane.Url")
    _resources(_sub(overrides, "Resources", namespace=_OV), base)
    return overrides


def _icons(parent: etree._Element) -> None:
    icon = _sub(parent, "Icon", namespace=_OV)
    for size in ICON_SIZES:
        _sub(icon, "Image", namespace=_BT, size=str(size), resid=f"Nomen.Icon{size}")


def _resources(resources: etree._Element, base: str) -> None:
    images = _sub(resources, "Images", namespace=_BT)
    for size in ICON_SIZES:
        _sub(images, "Image", namespace=_BT, id=f"Nomen.Icon{size}", DefaultValue=f"{base}/assets/icon-{size}.png")
    urls = _sub(resources, "Urls", namespace=_BT)
    _sub(urls, "Url", namespace=_BT, id="Nomen.Taskpane.Url", DefaultValue=f"{base}/taskpane.html")
    _sub(urls, "Url", namespace=_BT, id="Nomen.Help.Url", DefaultValue=f"{base}/help.html")
    short = _sub(resources, "ShortStrings", namespace=_BT)
    for resid, key in (("Nomen.Group.Label", "GroupLabel"), ("Nomen.Button.Label", "ButtonLabel"),
                       ("Nomen.GetStarted.Title", "DisplayName")):
        _resource_string(short, resid, key)
    long = _sub(resources, "LongStrings", namespace=_BT)
    for resid, key in (("Nomen.Button.Tooltip", "ButtonTooltip"), ("Nomen.GetStarted.Description", "Description")):
        _resource_string(long, resid, key)


def _resource_string(parent: etree._Element, resid: str, key: str) -> None:
    english, french = STRINGS[key]
    string = _sub(parent, "String", namespace=_BT, id=resid, DefaultValue=english)
    _sub(string, "Override", namespace=_BT, Locale="fr-FR", Value=french)


# Microsoft's unified manifest (the Teams app manifest with an Office add-in extension), the JSON
# form IT can deploy from the Microsoft 365 admin center beside or instead of the XML one.
UNIFIED_VERSION = "1.17"
UNIFIED_ICONS = {"color.png": "icon-192.png", "outline.png": "outline-32.png"}  # package name: asset


def build_unified_manifest(host: str = "localhost", port: int = 8765) -> dict:
    """manifest.json of the app package for a Nomen server at https://host:port (English; French in fr.json)."""
    base = origin(host, port)
    icons = [{"size": size, "url": f"{base}/assets/icon-{size}.png"} for size in ICON_SIZES]
    return {
        "$schema": f"https://developer.microsoft.com/json-schemas/teams/v{UNIFIED_VERSION}/MicrosoftTeams.schema.json",
        "manifestVersion": UNIFIED_VERSION,
        "id": ADDIN_ID,
        "version": __version__,
        "name": {"short": STRINGS["DisplayName"][0], "full": STRINGS["DisplayName"][0]},
        "description": {"short": STRINGS["ButtonLabel"][0] + " court decisions", "full": STRINGS["Description"][0]},
        "developer": {"name": "Nomen", "websiteUrl": f"{base}/help.html", "privacyUrl": f"{base}/help.html",
                      "termsOfUseUrl": f"{base}/help.html"},
        "icons": {"color": "color.png", "outline": "outline.png"},
        "accentColor": "#1F3A5F",
        "localizationInfo": {"defaultLanguageTag": "en", "additionalLanguages": [{"languageTag": "fr", "file": "fr.json"}]},
        "validDomains": [f"{host}:{port}"],
        "extensions": [{
            "requirements": {"scopes": ["document"], "capabilities": [{"name": "WordApi", "minVersion": "1.3"}]},
            "runtimes": [{"id": "TaskPaneRuntime", "type": "general", "code": {"page": f"{base}/taskpane.html"},
                          "lifetime": "short",
                          "actions": [{"id": "OpenNomen", "type": "openPage", "view": "nomen-pane"}]}],
            "ribbons": [{"contexts": ["default"], "tabs": [{"builtInTabId": "TabHome", "groups": [{
                "id": "NomenGroup", "label": STRINGS["GroupLabel"][0], "icons": icons,
                "controls": [{"id": "NomenOpenPane", "type": "button", "label": STRINGS["ButtonLabel"][0],
                              "icons": icons, "actionId": "OpenNomen",
                              "supertip": {"title": STRINGS["ButtonLabel"][0],
                                           "description": STRINGS["ButtonTooltip"][0]}}]}]}]}],
        }],
    }


def unified_french() -> dict:
    """fr.json: the manifest's strings in French (the Teams localization file; keys are JSON paths)."""
    return {"$schema": f"https://developer.microsoft.com/json-schemas/teams/v{UNIFIED_VERSION}/"
                       "MicrosoftTeams.Localization.schema.json",
            "name.short": STRINGS["DisplayName"][1], "name.full": STRINGS["DisplayName"][1],
            "description.short": STRINGS["ButtonLabel"][1] + " les décisions de justice",
            "description.full": STRINGS["Description"][1]}


def unified_package(host: str = "localhost", port: int = 8765) -> bytes:
    """The app package IT uploads: manifest.json, fr.json and the two icons, in a zip."""
    import io
    import json
    import zipfile
    from importlib import resources

    assets = resources.files("nomen.addin").joinpath("assets")
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as package:
        package.writestr("manifest.json", json.dumps(build_unified_manifest(host, port), indent=2, ensure_ascii=False))
        package.writestr("fr.json", json.dumps(unified_french(), indent=2, ensure_ascii=False))
        for name, asset in UNIFIED_ICONS.items():
            package.writestr(name, assets.joinpath(asset).read_bytes())
    return buffer.getvalue()
