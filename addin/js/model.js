// The pane's list of entities (NOME's table, grouped) and every edit the clerk makes to it.
// Pure logic, no Office or DOM: the view renders it, the tests drive it directly.

const NAME_LIKE = new Set(["PERSON", "ORG", "LOC"]);
const PROFESSIONALS = new Set(["judge", "counsel", "clerk", "agent", "expert"]);
const NUMBERS = new Set(["ADDRESS", "POSTAL_CODE", "PHONE", "EMAIL", "URL", "IP_ADDRESS", "NATIONAL_ID", "BANK_ACCOUNT",
  "CARD_NUMBER", "LICENCE_PLATE", "CASE_NUMBER"]);
// The sub-groups of "Kept as written", in the order the pane shows them.
export const KEPT_GROUPS = ["professionals", "bodies", "people", "places", "dates", "amounts", "numbers", "other"];
const CONTEXT_CHARS = 40;

/** Where an entity kept as written is listed, in plain words (its role first, then its category). */
export function keptGroup(entity) {
  if (PROFESSIONALS.has(entity.role)) return "professionals";
  if (entity.role === "court" || entity.category === "ORG") return "bodies";
  if (entity.category === "PERSON") return "people";
  if (entity.category === "LOC") return "places";
  if (entity.category === "DATE" || entity.category === "DATE_OF_BIRTH") return "dates";
  if (entity.category === "AMOUNT") return "amounts";
  return NUMBERS.has(entity.category) ? "numbers" : "other";
}

function escapeRegExp(text) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** Occurrences of `term` in `text`, whole words, any case. */
export function countOccurrences(text, term) {
  if (!term) return 0;
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(term)}(?![\\p{L}\\p{N}])`, "giu");
  return (text.match(pattern) || []).length;
}

export class EntityTable {
  constructor(result = { text: "", entities: [] }) {
    this.text = result.text || "";
    this.language = result.language || "en";
    this.entities = (result.entities || []).map((entity, index) => ({
      ...entity,
      order: entity.mentions && entity.mentions.length ? entity.mentions[0].start : this.text.length + index,
      variants: entity.variants.map((v) => ({ text: v.text, count: v.count, anonymize: v.anonymize !== false })),
    }));
    this.nextId = this.entities.length + 1;
  }

  get(id) {
    const entity = this.entities.find((e) => e.id === id);
    if (!entity) throw new Error(`no entity ${id}`);
    return entity;
  }

  categories() {
    return [...new Set(this.entities.map((e) => e.category))];
  }

  stats() {
    return { count: this.entities.length, on: this.entities.filter((e) => e.anonymize).length };
  }

  toggle(id, on = !this.get(id).anonymize) {
    this.get(id).anonymize = on;
  }

  toggleVariant(id, text, on) {
    const variant = this.get(id).variants.find((v) => v.text === text);
    if (!variant) throw new Error(`no variant ${text} in ${id}`);
    variant.anonymize = on ?? !variant.anonymize;
  }

  /** The clerk's own replacement: it takes the whole mention, title included ("Sister A" for
   * "Ms J.M. Burden"), unless `keepTitles` ("Ms A"). Nomen's proposals keep titles ("Mr. W.M."). */
  setReplacement(id, value, keepTitles = false) {
    const entity = this.get(id);
    entity.replacement = value;
    entity.keep_titles = keepTitles;
  }

  /** Ids of the entities that will share a replacement with another: only entities that are on count,
   * since an entity kept as written is replaced by nothing. */
  collisions() {
    const byReplacement = new Map();
    for (const entity of this.entities.filter((e) => e.anonymize && e.replacement)) {
      const key = entity.replacement.trim().toLowerCase();
      byReplacement.set(key, [...(byReplacement.get(key) || []), entity.id]);
    }
    return new Set([...byReplacement.values()].filter((ids) => ids.length > 1).flat());
  }

  setCategory(category, on) {
    for (const entity of this.entities) if (entity.category === category) entity.anonymize = on;
  }

  /** The rows to show: filtered by category and search words, sorted by appearance or count. */
  view({ category = "", query = "", sort = "appearance" } = {}) {
    const needle = query.trim().toLowerCase();
    const total = (e) => e.variants.reduce((sum, v) => sum + v.count, 0);
    return this.entities
      .filter((e) => !category || e.category === category)
      .filter((e) => !needle || e.variants.some((v) => v.text.toLowerCase().includes(needle))
        || (e.replacement || "").toLowerCase().includes(needle))
      .sort(sort === "count" ? (a, b) => total(b) - total(a) || a.order - b.order : (a, b) => a.order - b.order);
  }

  /** The rows to show in two groups: those to anonymize, and those kept as written by sub-group; and
   * how many of all the entities the filter shows ("12 of 51 shown"). */
  groups(filter = {}) {
    const rows = this.view(filter);
    const kept = KEPT_GROUPS.map((key) => ({ key, entities: rows.filter((e) => !e.anonymize && keptGroup(e) === key) }))
      .filter((group) => group.entities.length);
    return { on: rows.filter((e) => e.anonymize), kept, shown: rows.length, total: this.entities.length };
  }

  /** Every occurrence of an entity in document order, with about 40 characters each side and the part
   * it is in; `index` counts the earlier occurrences of the same text in that part (Word's search order). */
  occurrences(id) {
    const seen = new Map();
    return [...(this.get(id).mentions || [])].sort((a, b) => a.start - b.start).map((mention) => {
      const text = this.text.slice(mention.start, mention.end);
      const part = mention.part || "body";
      const key = `${part}\u0000${text.toLowerCase()}`;
      const index = seen.get(key) ?? 0;
      seen.set(key, index + 1);
      const before = this.text.slice(Math.max(0, mention.start - CONTEXT_CHARS), mention.start);
      const after = this.text.slice(mention.end, mention.end + CONTEXT_CHARS);
      const tidy = (piece) => piece.replace(/\s+/g, " ");
      return { text, part, index, before: tidy(before), after: tidy(after),
        cutBefore: mention.start > CONTEXT_CHARS, cutAfter: mention.end + CONTEXT_CHARS < this.text.length };
    });
  }

  /** The entities `id` can absorb: those of a name-like category when it is one, else of its category. */
  mergeCandidates(id) {
    const entity = this.get(id);
    const kin = (other) => (NAME_LIKE.has(entity.category) ? NAME_LIKE.has(other.category)
      : other.category === entity.category);
    return this.entities.filter((other) => other !== entity && kin(other)).sort((a, b) => a.order - b.order);
  }

  /** One person the analyser split in two: the first keeps its replacement and takes the others' variants. */
  merge(ids) {
    const [keep, ...others] = ids.map((id) => this.get(id));
    for (const other of others) {
      for (const variant of other.variants) {
        if (!keep.variants.some((v) => v.text === variant.text)) keep.variants.push(variant);
      }
      keep.order = Math.min(keep.order, other.order);
      this.entities = this.entities.filter((e) => e !== other);
    }
    keep.collision = false;
    return keep;
  }

  /** A variant that is someone else: it becomes an entity of its own, named by the server (`adopt`). */
  split(id, text) {
    const source = this.get(id);
    const variant = source.variants.find((v) => v.text === text);
    if (!variant || source.variants.length < 2) throw new Error("only one of several variants can be split off");
    source.variants = source.variants.filter((v) => v !== variant);
    return this.add({ category: source.category, variants: [variant], replacement: null,
      order: source.order + 0.5 });
  }

  add({ category, variants, replacement, order = this.text.length, keepTitles = true }) {
    const entity = { id: `n${this.nextId++}`, category, role: null, anonymize: true, collision: false,
      ambiguous: false, replacement, variants, order, manual: true, keep_titles: keepTitles };
    this.entities.push(entity);
    return entity;
  }

  /** What /api/cluster needs to tell whether a new term belongs to a listed person. */
  clusterRequest(term) {
    const owners = [];
    const pieces = [];
    let offset = 0;
    const mentions = [];
    for (const entity of this.entities.filter((e) => NAME_LIKE.has(e.category))) {
      for (const variant of entity.variants) {
        pieces.push(variant.text);
        mentions.push({ start: offset, end: offset + variant.text.length });
        owners.push(entity.id);
        offset += variant.text.length + 1;
      }
    }
    pieces.push(term);
    mentions.push({ start: offset, end: offset + term.length });
    return { text: pieces.join("\n"), mentions, owners };
  }

  /** Add a term the analyser missed: into the entity /api/cluster grouped it with, or as a new one. */
  addTerm(term, labels = [], owners = [], category = "PERSON") {
    const text = term.trim();
    if (!text) throw new Error("empty term");
    const count = Math.max(1, countOccurrences(this.text, text));
    const ownLabel = labels[labels.length - 1];
    const ownerIndex = labels.slice(0, -1).findIndex((label) => label === ownLabel);
    if (ownerIndex >= 0) {
      const entity = this.get(owners[ownerIndex]);
      if (!entity.variants.some((v) => v.text === text)) entity.variants.push({ text, count, anonymize: true });
      entity.anonymize = true;
      return entity;
    }
    return this.add({ category, variants: [{ text, count, anonymize: true }], replacement: null });
  }

  /** Entities still without a replacement (added or split off, waiting for the server's). */
  unnamed() {
    return this.entities.some((e) => e.replacement === null || e.replacement === undefined);
  }

  /** The server's answer to /api/terms: each entity's replacement, by id (the pane never computes one). */
  adopt(entities) {
    for (const named of entities || []) {
      const entity = this.entities.find((e) => e.id === named.id);
      if (entity && typeof named.replacement === "string") {
        entity.replacement = named.replacement;
        entity.collision = Boolean(named.collision);
      }
    }
  }

  /** The decisions in the shape /api/apply takes. */
  decisions() {
    return this.entities.map((e) => ({
      id: e.id, category: e.category, anonymize: e.anonymize, replacement: e.replacement, manual: Boolean(e.manual),
      keep_titles: e.keep_titles !== false,
      variants: e.variants.map((v) => ({ text: v.text, anonymize: v.anonymize })),
    }));
  }

  /** Re-apply choices saved from an earlier session to a fresh analysis (matched by variant text). */
  restore(saved) {
    let restored = 0;
    for (const choice of saved || []) {
      const texts = new Set(choice.variants.map((v) => v.text));
      const entity = this.entities.find((e) => e.variants.some((v) => texts.has(v.text)));
      if (!entity) {
        this.add({ category: choice.category, replacement: choice.replacement, keepTitles: choice.keep_titles !== false,
          variants: choice.variants.map((v) => ({ text: v.text, count: countOccurrences(this.text, v.text),
            anonymize: v.anonymize !== false })) });
        restored += 1;
        continue;
      }
      entity.anonymize = choice.anonymize;
      entity.replacement = choice.replacement;
      entity.keep_titles = choice.keep_titles !== false;
      for (const v of choice.variants) {
        const mine = entity.variants.find((x) => x.text === v.text);
        if (mine) mine.anonymize = v.anonymize !== false;
      }
      restored += 1;
    }
    return restored;
  }
}
