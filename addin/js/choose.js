// The pane's one dialog: pick one of a few things, then confirm ("Merge with…", "Split off…").

/**
 * Show `dialog` (the fluent-dialog of taskpane.html) with `title`, a list labelled `label` of
 * `options` ({value, text}) and a confirm button reading `confirm`; resolves to the chosen value,
 * or null when the clerk cancels (Cancel, Escape).
 */
export function choose(dialog, { title, label, confirm, options }) {
  const document = dialog.ownerDocument;
  const list = dialog.querySelector("select");
  dialog.querySelector(".choose-title").textContent = title;
  dialog.querySelector(".choose-label").textContent = label;
  dialog.querySelector(".choose-ok").textContent = confirm;
  list.replaceChildren(...options.map(({ value, text }) => Object.assign(document.createElement("option"),
    { value, textContent: text })));
  return new Promise((resolve) => {
    let open = true;
    const close = (value) => {
      if (!open) return;
      open = false;
      dialog.hide();
      resolve(value);
    };
    dialog.querySelector(".choose-ok").onclick = () => close(list.value);
    dialog.querySelector(".choose-cancel").onclick = () => close(null);
    dialog.ontoggle = (event) => { if (event.detail?.newState === "closed") close(null); };
    dialog.show();
    list.focus();
  });
}
