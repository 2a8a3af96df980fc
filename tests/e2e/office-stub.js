// A stand-in for office.js in the end-to-end test: the pane runs unchanged, Word is this.
// It hands over the .docx the test put in window.__nomenDocx (base64), keeps settings in
// memory, and records what Word.createDocument receives in window.__nomenCreated.
(() => {
  const bytes = Uint8Array.from(atob(window.__nomenDocx), (c) => c.charCodeAt(0));
  const SLICE = 65536;
  const ok = (value) => ({ status: "succeeded", value });
  const settings = new Map();
  const collection = (items) => ({ items, load() { return this; } });
  window.Office = {
    FileType: { Compressed: "compressed" },
    onReady(callback) {
      const ready = () => callback({ host: "Word", platform: "PC" });
      if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", ready);
      else ready();
      return Promise.resolve({ host: "Word" });
    },
    context: {
      displayLanguage: window.__nomenLanguage || "en-US",
      officeTheme: window.__nomenTheme,
      requirements: { isSetSupported: () => false },
      document: {
        getFileAsync(type, options, done) {
          const count = Math.ceil(bytes.length / SLICE);
          done(ok({
            sliceCount: count,
            getSliceAsync: (index, callback) =>
              callback(ok({ data: Array.from(bytes.subarray(index * SLICE, (index + 1) * SLICE)) })),
            closeAsync: () => {},
          }));
        },
        settings: {
          get: (key) => settings.get(key) ?? null,
          set: (key, value) => settings.set(key, value),
          saveAsync: (done) => done(ok()),
        },
      },
    },
  };
  const context = {
    document: {
      // Every search finds one range; selecting it records the text in window.__nomenSelected.
      body: { search: (text) => collection([{ select: () => { window.__nomenSelected = text; } }]) },
      getSelection: () => ({ text: window.__nomenSelection || "", load() { return this; } }),
      contentControls: { getByTag: () => collection([]) },
    },
    application: { createDocument: (base64) => ({ open: () => { window.__nomenCreated = base64; } }) },
    sync: async () => {},
  };
  window.Word = { run: async (callback) => callback(context) };
})();
