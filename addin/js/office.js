// Everything the pane asks of Word, behind small functions the tests can drive with
// office-addin-mock. `Office` and `Word` are passed in rather than read from globals.

const SLICE_SIZE = 64 * 1024;
const SEARCH_LIMIT = 255; // Word's body.search refuses longer strings
const HIGHLIGHT_TAG = "nomen-highlight";
const SETTINGS_KEY = "nomen.decisions";

function asPromise(start) {
  return new Promise((resolve, reject) => start((result) => {
    if (result.status === "succeeded") resolve(result.value);
    else reject(new Error(result.error ? result.error.message : "Office call failed"));
  }));
}

export function bytesToBase64(bytes) {
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The open document as .docx bytes (base64): every slice of getFileAsync, joined. */
export async function readDocument(Office, onProgress = () => {}) {
  const document = Office.context.document;
  const file = await asPromise((done) => document.getFileAsync(Office.FileType.Compressed, { sliceSize: SLICE_SIZE }, done));
  try {
    const parts = [];
    for (let index = 0; index < file.sliceCount; index += 1) {
      const slice = await asPromise((done) => file.getSliceAsync(index, done));
      parts.push(Uint8Array.from(slice.data));
      onProgress((index + 1) / file.sliceCount);
    }
    const bytes = new Uint8Array(parts.reduce((size, part) => size + part.length, 0));
    let offset = 0;
    for (const part of parts) {
      bytes.set(part, offset);
      offset += part.length;
    }
    return bytesToBase64(bytes);
  } finally {
    file.closeAsync();
  }
}

/** The clerk's decisions (and the document's case) kept in the document itself, so they
 * survive closing the pane. */
export async function saveDecisions(Office, decisions, caseId = "") {
  const settings = Office.context.document.settings;
  settings.set(SETTINGS_KEY, JSON.stringify({ version: 1, decisions, caseId }));
  await asPromise((done) => settings.saveAsync(done));
}

function saved(Office) {
  try {
    return JSON.parse(Office.context.document.settings.get(SETTINGS_KEY) || "null");
  } catch {
    return null;
  }
}

export function loadDecisions(Office) {
  return saved(Office)?.decisions ?? null;
}

export function loadCaseId(Office) {
  return saved(Office)?.caseId ?? "";
}

/** Ranges of `text` in a body: whole word, match case; long strings by their first 255 characters. */
function searchIn(body, text) {
  const probe = text.length > SEARCH_LIMIT ? text.slice(0, SEARCH_LIMIT) : text;
  const results = body.search(probe, { matchCase: true, matchWholeWord: probe === text });
  results.load("items");
  return results;
}

function searchRanges(context, text) {
  return searchIn(context.document.body, text);
}

const HEADER_FOOTER_TYPES = ["Primary", "FirstPage", "EvenPages"];

/** Ranges of `text` in every header and footer of every section: where a name left behind often is. */
async function searchHeadersAndFooters(context, text) {
  const sections = context.document.sections;
  if (!sections) return [];
  sections.load("items");
  await context.sync();
  const searches = sections.items.flatMap((section) => HEADER_FOOTER_TYPES.flatMap((type) =>
    [section.getHeader(type), section.getFooter(type)].map((body) => searchIn(body, text))));
  await context.sync();
  return searches.flatMap((results) => results.items);
}

/** Select the next occurrence of `text` after the previous one selected (cycling): in the body, or
 * else in the headers and footers. */
export async function selectNext(Word, text, previous = -1) {
  return Word.run(async (context) => {
    const results = searchRanges(context, text);
    await context.sync();
    const items = results.items.length ? results.items : await searchHeadersAndFooters(context, text);
    if (!items.length) return -1;
    const index = (previous + 1) % items.length;
    items[index].select();
    await context.sync();
    return index;
  });
}

/** Mark every proposal on in the document, each inside a tagged content control. */
export async function highlightAll(Word, texts) {
  return Word.run(async (context) => {
    const searches = texts.map((text) => searchRanges(context, text));
    await context.sync();
    let marked = 0;
    for (const results of searches) {
      for (const range of results.items) {
        const control = range.insertContentControl();
        control.tag = HIGHLIGHT_TAG;
        control.appearance = "Hidden";
        range.font.highlightColor = "Yellow";
        marked += 1;
      }
    }
    await context.sync();
    return marked;
  });
}

/** Remove exactly the marks highlightAll made: its tagged controls (content kept) and their colour. */
export async function clearHighlights(Word) {
  return Word.run(async (context) => {
    const controls = context.document.contentControls.getByTag(HIGHLIGHT_TAG);
    controls.load("items");
    await context.sync();
    for (const control of controls.items) {
      control.getRange().font.highlightColor = null;
      control.delete(true);
    }
    await context.sync();
    return controls.items.length;
  });
}

export async function selectedText(Word) {
  return Word.run(async (context) => {
    const range = context.document.getSelection();
    range.load("text");
    await context.sync();
    return range.text.trim();
  });
}

/** Open the anonymized copy as a new document; the original stays as it was. */
export async function openAsNewDocument(Word, base64) {
  return Word.run(async (context) => {
    context.application.createDocument(base64).open();
    await context.sync();
  });
}

/** Replace in the open document with change tracking on (WordApi 1.4), for clerks who review there. */
export async function replaceTracked(Office, Word, replacements) {
  if (!Office.context.requirements.isSetSupported("WordApi", "1.4")) return false;
  return Word.run(async (context) => {
    context.document.changeTrackingMode = "TrackAll";
    const searches = replacements.map(({ original }) => searchRanges(context, original));
    await context.sync();
    searches.forEach((results, index) => {
      for (const range of results.items) range.insertText(replacements[index].replacement, "Replace");
    });
    await context.sync();
    return true;
  });
}

/** Undo a tracked replacement: reject the tracked changes made since `since` whose text is one of
 * `texts` (the originals deleted, the replacements inserted), and leave every other change alone.
 * WordApi 1.6; false where Word cannot (then the clerk rejects them in Review). */
export async function undoTracked(Office, Word, since, texts) {
  if (!Office.context.requirements.isSetSupported("WordApi", "1.6")) return false;
  const ours = new Set(texts);
  return Word.run(async (context) => {
    const changes = context.document.body.getTrackedChanges();
    changes.load("items");  // each change with its scalar properties: date, text
    await context.sync();
    for (const change of changes.items) {
      if (new Date(change.date) >= since && ours.has(change.text)) change.reject();
    }
    await context.sync();
    return true;
  });
}
