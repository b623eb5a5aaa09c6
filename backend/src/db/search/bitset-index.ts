import { TypedFastBitSet } from 'typedfastbitset';
import { prefixEnd, wordTerm } from './search-terms.ts';

/**
 * The engine of the in-memory searches (the partner search, the marketplace listing): records filed
 * in slots, filter keys with their postings, bitsets built from them on demand, presorted orders
 * and the paging over them. Each index subclasses it with its own keys, filters and sort orders.
 *
 * Why bitsets: every search needs an exact total besides its page, and a broad filter matches
 * most records, which a database counts row by row on every request. Here a filter value's set is
 * built once from its posting and kept until the index changes: a search intersects a few of them,
 * counts the result (the total) and walks the sort's presorted order until its page is full.
 */

/** About 6 KB each for 50,000 records... */
const MAX_KEPT_BITSETS = 5000;
/** ...but 125 KB each for a million: fewer are kept then, within about this many bytes. */
const KEPT_BITSET_BYTES = 64 * 1024 * 1024;
const WORD_KEYS = wordTerm('');

export interface SearchPage {
  /** Record ids of the page, in order. */
  ids: number[];
  total: number;
}

export abstract class BitsetIndex<Sort extends string> {
  private capacity = 0;
  private slotsUsed = 0;
  private readonly slotOf = new Map<number, number>();
  private freeSlots: number[] = [];
  /** Record id by slot. */
  protected ids = new Int32Array(0);
  private readonly keyIds = new Map<string, number>();
  private readonly keyNames: string[] = [];
  /** Slots (unordered) per key id: 4 bytes a posting. */
  private readonly postings = new Postings();
  /** Key ids per slot, to take a record's postings out when it is re-filed or removed. */
  private readonly keysOfSlot = new SlotKeys();
  /** Per key prefix asked (`w:` for word prefixes...): its keys with postings, sorted; dropped when one appears or disappears. */
  private readonly liveKeyLists = new Map<string, string[]>();
  /** Bitsets of keys, word prefixes, ranges and intersections, built on demand for the kept generation. */
  private readonly bitsets = new Map<string, TypedFastBitSet>();
  private readonly setIds = new WeakMap<TypedFastBitSet, number>();
  private nextSetId = 0;
  /** Their sizes (a count walks the whole bitset), taken on first use. */
  private readonly setSizes = new WeakMap<TypedFastBitSet, number>();
  /** Slots in each sort's order; a changed record is moved by binary search, never a full re-sort. */
  private readonly orders = new Map<Sort, number[]>();
  /** Slot -> place in each sort's order (deep pages of narrow searches), for the kept generation. */
  private readonly places = new Map<Sort, Int32Array>();
  /** The generation `bitsets` and `places` were built for. */
  private keptGeneration = -1;
  private filings = 0;

  /** Negative when slot `a` comes first in `sort`; never 0 for two records (ties broken by id). */
  protected abstract compare(sort: Sort, a: number, b: number): number;

  /** Grows the subclass's sort keys by slot to `capacity` (see `grown`). */
  protected abstract growSortKeys(capacity: number): void;

  /** How many records are filed. */
  protected get filedCount(): number {
    return this.slotOf.size;
  }

  /** Counts re-filings: whatever is kept from the index's state belongs to one generation. */
  protected get generation(): number {
    return this.filings;
  }

  protected isFiled(id: number): boolean {
    return this.slotOf.has(id);
  }

  // ------------------------------------------------------------------ filing

  /**
   * Files one record under `keys` (replacing what was filed for it); `writeSortKeys` stores its sort
   * keys at its slot. Without `updateOrders` (a bulk load) the orders are dropped and sorted on next use.
   */
  protected file(id: number, keys: string[], updateOrders: boolean, writeSortKeys: (slot: number) => void): void {
    this.filings++;
    let slot = this.slotOf.get(id);
    if (slot !== undefined) {
      if (updateOrders) this.removeFromOrders(slot);
      this.dropKeys(slot);
    } else {
      slot = this.freeSlots.pop() ?? this.nextSlot();
      this.slotOf.set(id, slot);
    }
    this.ids[slot] = id;
    writeSortKeys(slot);
    const keyIds = this.keysOfSlot.reserve(slot, keys.length);
    for (let at = 0; at < keys.length; at++) {
      const key = keys[at]!;
      let keyId = this.keyIds.get(key);
      if (keyId === undefined) {
        keyId = this.keyNames.length;
        // A key split from a longer text may be a slice of it in V8: kept as is, it would keep the whole text.
        const ownKey = ownString(key);
        this.keyIds.set(ownKey, keyId);
        this.keyNames.push(ownKey);
      }
      if (!this.postings.lengthOf(keyId)) this.keyListChanged(key);
      this.postings.add(keyId, slot);
      keyIds[at] = keyId;
    }
    if (updateOrders) this.insertIntoOrders(slot);
    else this.orders.clear();
  }

  /** Takes a record out. */
  protected unfile(id: number, updateOrders: boolean): void {
    this.filings++;
    const slot = this.slotOf.get(id);
    if (slot === undefined) return;
    if (updateOrders) this.removeFromOrders(slot);
    else this.orders.clear();
    this.dropKeys(slot);
    this.slotOf.delete(id);
    this.freeSlots.push(slot);
  }

  /** Sorts these orders now (after a bulk load, so the first searches do not). */
  protected sortOrders(sorts: readonly Sort[]): void {
    for (const sort of sorts) this.order(sort);
  }

  /** The ids of the records filed under `key`. */
  protected idsFiledUnder(key: string): number[] {
    const slots = new TypedFastBitSet();
    this.addPostingTo(key, slots);
    return slots.array().map((slot) => this.ids[slot]!);
  }

  // ------------------------------------------------------------------ paging

  /**
   * The page (`offset`, `limit`) and exact total of the records `filter` keeps (undefined: all), in
   * `sort`'s order, the record `excludedId` left out.
   */
  protected pageOf(sort: Sort, filter: () => TypedFastBitSet | undefined, offset: number, limit: number, excludedId?: number): SearchPage {
    if (this.keptGeneration !== this.filings) {
      this.bitsets.clear();
      this.places.clear();
      this.keptGeneration = this.filings;
    }
    const order = this.order(sort);
    const excluded = excludedId === undefined ? -1 : (this.slotOf.get(excludedId) ?? -1);
    const matching = filter();
    let total = matching ? this.sizeOf(matching) : this.slotOf.size;
    if (excluded >= 0 && (!matching || matching.has(excluded))) total--;
    const ids: number[] = [];
    if (offset >= total) return { ids, total };
    const end = Math.min(offset + limit, total);
    if (!matching && excluded < 0) {
      for (let i = offset; i < end; i++) ids.push(this.ids[order[i]!]!);
      return { ids, total };
    }
    // Walking the order visits about end * records / total places; sorting the matches' places
    // costs about total * log2(total). Deep pages of narrow searches take the second way.
    if (matching && total * Math.log2(total + 1) * 2 < (end * order.length) / total) {
      const placeOf = this.placesIn(sort, order);
      const places = new Int32Array(total + 1);
      let count = 0;
      matching.forEach((slot) => {
        if (slot !== excluded) places[count++] = placeOf[slot]!;
      });
      const sorted = places.subarray(0, count).sort();
      for (let i = offset; i < end; i++) ids.push(this.ids[order[sorted[i]!]!]!);
      return { ids, total };
    }
    let seen = 0;
    for (let i = 0; i < order.length && seen < end; i++) {
      const slot = order[i]!;
      if (slot === excluded || (matching && !matching.has(slot))) continue;
      if (seen++ >= offset) ids.push(this.ids[slot]!);
    }
    return { ids, total };
  }

  // ------------------------------------------------------------------ filter sets (never change a returned set)

  /** The records matching every set (AND); undefined: no filter. */
  protected allOf(sets: TypedFastBitSet[]): TypedFastBitSet | undefined {
    if (!sets.length) return undefined;
    if (sets.length === 1) return sets[0];
    // Kept like the sets it joins: a filter mix asked again (the common case) costs no new bitset, which
    // at a million records is a 125 KB copy and a pass over it per search.
    const ids = sets.map((set) => this.idOf(set)).sort((a, b) => a - b);
    return this.memo(`and:${ids.join(',')}`, () => {
      // Smallest first, so the result shrinks early.
      const bySize = [...sets].sort((a, b) => this.sizeOf(a) - this.sizeOf(b));
      const result = bySize[0]!.clone();
      for (let i = 1; i < bySize.length && !result.isEmpty(); i++) result.intersection(bySize[i]!);
      return result;
    });
  }

  /** The records with any of `values` (one filter kind, OR), kept like the sets it joins. */
  protected anyOf(kind: string, values: string[], setOf: (value: string) => TypedFastBitSet): TypedFastBitSet {
    if (values.length === 1) return setOf(values[0]!);
    return this.memo(`${kind}:${JSON.stringify([...values].sort())}`, () => this.unionOf(values.map(setOf)));
  }

  protected unionOf(sets: TypedFastBitSet[]): TypedFastBitSet {
    const result = new TypedFastBitSet();
    for (const set of sets) result.union(set);
    return result;
  }

  /** The records filed under `key`. */
  protected keySet(key: string): TypedFastBitSet {
    return this.memo(key, () => {
      const set = new TypedFastBitSet();
      this.addPostingTo(key, set);
      return set;
    });
  }

  /** Records with a word starting with `word` (`pcb` finds pcb, pcba, pcbs...). */
  protected wordPrefixSet(word: string): TypedFastBitSet {
    const prefix = wordTerm(word);
    return this.memo(`prefix:${prefix}`, () => {
      const words = this.liveKeys(WORD_KEYS);
      const end = prefixEnd(prefix);
      const set = new TypedFastBitSet();
      for (let i = lowerBound(words.length, (at) => words[at]! < prefix); i < words.length && words[i]! < end; i++) this.addPostingTo(words[i]!, set);
      return set;
    });
  }

  /** Records under any key starting with `prefix` whose rest passes `test` (a scan of those keys), kept under `memoKey`. */
  protected keysWhere(memoKey: string, prefix: string, test: (rest: string) => boolean): TypedFastBitSet {
    return this.memo(memoKey, () => {
      const set = new TypedFastBitSet();
      for (const key of this.liveKeys(prefix)) if (test(key.slice(prefix.length))) this.addPostingTo(key, set);
      return set;
    });
  }

  /** Records whose slot passes `test` (a scan of every record: sort-key ranges), kept under `memoKey`. */
  protected slotsWhere(memoKey: string, test: (slot: number) => boolean): TypedFastBitSet {
    return this.memo(memoKey, () => {
      const set = new TypedFastBitSet();
      for (const slot of this.slotOf.values()) if (test(slot)) set.add(slot);
      return set;
    });
  }

  /** A bitset kept for this generation under `key` (built once). */
  protected memo(key: string, build: () => TypedFastBitSet): TypedFastBitSet {
    let set = this.bitsets.get(key);
    if (!set) {
      set = build();
      // Free text (locations, words, ranges) makes keys without end: start over rather than grow.
      const keep = Math.min(MAX_KEPT_BITSETS, Math.max(64, Math.floor(KEPT_BITSET_BYTES / Math.max(1, this.capacity / 8))));
      if (this.bitsets.size >= keep) this.bitsets.clear();
      this.bitsets.set(key, set);
    }
    return set;
  }

  /** A number for each kept bitset, naming intersections of them. */
  private idOf(set: TypedFastBitSet): number {
    let id = this.setIds.get(set);
    if (id === undefined) this.setIds.set(set, (id = this.nextSetId++));
    return id;
  }

  /** A kept bitset's count, counted once (a pass over every word of it). */
  private sizeOf(set: TypedFastBitSet): number {
    let size = this.setSizes.get(set);
    if (size === undefined) this.setSizes.set(set, (size = set.size()));
    return size;
  }

  private liveKeys(prefix: string): string[] {
    let keys = this.liveKeyLists.get(prefix);
    if (!keys) {
      // Sorted with `<` like the comparisons in wordPrefixSet (prefixEnd's \uffff bounds every continuation).
      keys = this.keyNames.filter((key, id) => key.startsWith(prefix) && this.postings.lengthOf(id) > 0).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
      this.liveKeyLists.set(prefix, keys);
    }
    return keys;
  }

  // ------------------------------------------------------------------ sort orders

  /** Each slot's place in `order` (the sort's order), kept for this generation. */
  private placesIn(sort: Sort, order: number[]): Int32Array {
    let places = this.places.get(sort);
    if (!places) {
      places = new Int32Array(this.capacity);
      for (let i = 0; i < order.length; i++) places[order[i]!] = i;
      this.places.set(sort, places);
    }
    return places;
  }

  private order(sort: Sort): number[] {
    let order = this.orders.get(sort);
    if (!order) {
      order = [...this.slotOf.values()].sort((a, b) => this.compare(sort, a, b));
      this.orders.set(sort, order);
    }
    return order;
  }

  private removeFromOrders(slot: number): void {
    for (const [sort, order] of this.orders) {
      const at = this.position(sort, order, slot);
      if (order[at] === slot) order.splice(at, 1);
      else {
        const index = order.indexOf(slot);
        if (index >= 0) order.splice(index, 1);
      }
    }
  }

  private insertIntoOrders(slot: number): void {
    for (const [sort, order] of this.orders) order.splice(this.position(sort, order, slot), 0, slot);
  }

  /** Where `slot` sits (or would sit) in `order`. */
  private position(sort: Sort, order: number[], slot: number): number {
    return lowerBound(order.length, (at) => this.compare(sort, order[at]!, slot) < 0);
  }

  // ------------------------------------------------------------------ storage

  /** A key got its first record or lost its last: the key lists scanned by prefix change. */
  private keyListChanged(key: string): void {
    for (const prefix of this.liveKeyLists.keys()) if (key.startsWith(prefix)) this.liveKeyLists.delete(prefix);
  }

  private dropKeys(slot: number): void {
    for (const keyId of this.keysOfSlot.of(slot)) {
      this.postings.remove(keyId, slot);
      if (!this.postings.lengthOf(keyId)) this.keyListChanged(this.keyNames[keyId]!);
    }
    this.keysOfSlot.clear(slot);
  }

  private addPostingTo(key: string, set: TypedFastBitSet): void {
    const keyId = this.keyIds.get(key);
    if (keyId !== undefined) this.postings.addTo(keyId, set);
  }

  private nextSlot(): number {
    if (this.slotsUsed === this.capacity) {
      const capacity = Math.max(1024, this.capacity * 2);
      this.ids = grown(this.ids, capacity);
      this.growSortKeys(capacity);
      this.capacity = capacity;
    }
    return this.slotsUsed++;
  }
}

/** A copy of `array` with room for `capacity` items (sort keys by slot). */
export function grown<T extends Int32Array | Uint8Array | Float64Array>(array: T, capacity: number): T {
  const next = new (array.constructor as new (length: number) => T)(capacity);
  next.set(array);
  return next;
}

/** A string of its own, not a slice that keeps a longer one alive (V8 slices strings of 13 characters and more). */
function ownString(text: string): string {
  return text.length < 13 ? text : (JSON.parse(JSON.stringify(text)) as string);
}

/** The first index in [0, length) where `isBefore` turns false (it must be true, then false). */
function lowerBound(length: number, isBefore: (at: number) => boolean): number {
  let low = 0;
  let high = length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (isBefore(middle)) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Every key's slots (unordered; removal swaps in the last one). A key with one slot (most words at a
 * million records: names, usernames) holds it in `singles` without a list of its own: an object per
 * key was a third of the index's memory.
 */
class Postings {
  private lengths = new Int32Array(1024);
  private singles = new Int32Array(1024);
  private readonly lists: Array<Int32Array | undefined> = [];

  lengthOf(keyId: number): number {
    return keyId < this.lengths.length ? this.lengths[keyId]! : 0;
  }

  add(keyId: number, slot: number): void {
    if (keyId >= this.lengths.length) {
      const capacity = Math.max(keyId + 1, this.lengths.length * 2);
      this.lengths = grown(this.lengths, capacity);
      this.singles = grown(this.singles, capacity);
    }
    const length = this.lengths[keyId]!;
    if (length === 0) this.singles[keyId] = slot;
    else {
      let list = this.lists[keyId];
      if (length === 1) {
        list = new Int32Array(4);
        list[0] = this.singles[keyId]!;
      } else if (length === list!.length) list = grown(list!, length * 2);
      list![length] = slot;
      this.lists[keyId] = list;
    }
    this.lengths[keyId] = length + 1;
  }

  remove(keyId: number, slot: number): void {
    const length = this.lengthOf(keyId);
    if (length === 1) {
      if (this.singles[keyId] === slot) this.lengths[keyId] = 0;
      return;
    }
    const list = this.lists[keyId];
    if (!list) return;
    const at = list.subarray(0, length).indexOf(slot);
    if (at < 0) return;
    list[at] = list[length - 1]!;
    this.lengths[keyId] = length - 1;
    if (length - 1 === 1) {
      this.singles[keyId] = list[0]!;
      this.lists[keyId] = undefined;
    }
  }

  addTo(keyId: number, set: TypedFastBitSet): void {
    const length = this.lengthOf(keyId);
    if (length === 1) set.add(this.singles[keyId]!);
    else if (length > 1) {
      const list = this.lists[keyId]!;
      for (let i = 0; i < length; i++) set.add(list[i]!);
    }
  }
}

/**
 * The key ids of each slot, end to end in blocks of a million (an array per record was a few hundred
 * bytes each at a million records; one array grown by doubling left half of it unused and copied it
 * each time). A re-filed record with more keys than before takes a new range at the end; the blocks
 * are packed again once half of them is such leftovers.
 */
class SlotKeys {
  private static readonly BLOCK = 1 << 20;
  private blockOf = new Int32Array(1024);
  private starts = new Int32Array(1024);
  private counts = new Int32Array(1024);
  private blocks: Int32Array[] = [];
  /** Used in the last block. */
  private used = 0;
  private allocated = 0;
  private live = 0;

  of(slot: number): Int32Array {
    if (slot >= this.counts.length || !this.counts[slot]) return new Int32Array(0);
    const start = this.starts[slot]!;
    return this.blocks[this.blockOf[slot]!]!.subarray(start, start + this.counts[slot]!);
  }

  clear(slot: number): void {
    if (slot >= this.counts.length) return;
    this.live -= this.counts[slot]!;
    this.counts[slot] = 0;
  }

  /** Room for `count` key ids of `slot` (whose old ones must be cleared first), to be written by the caller. */
  reserve(slot: number, count: number): Int32Array {
    if (slot >= this.counts.length) {
      const capacity = Math.max(slot + 1, this.counts.length * 2);
      this.blockOf = grown(this.blockOf, capacity);
      this.starts = grown(this.starts, capacity);
      this.counts = grown(this.counts, capacity);
    }
    if (this.live * 2 < this.allocated && this.allocated > SlotKeys.BLOCK) this.pack();
    const room = this.place(count);
    this.blockOf[slot] = this.blocks.length - 1;
    this.starts[slot] = this.used - count;
    this.counts[slot] = count;
    this.live += count;
    return room;
  }

  /** Room for `count` ids at the end of the last block (a new block when it has not that much left). */
  private place(count: number): Int32Array {
    const last = this.blocks.at(-1);
    if (!last || this.used + count > last.length) {
      this.blocks.push(new Int32Array(Math.max(SlotKeys.BLOCK, count)));
      this.used = 0;
    }
    this.allocated += count;
    this.used += count;
    return this.blocks.at(-1)!.subarray(this.used - count, this.used);
  }

  /** Copies the live ranges into new blocks, dropping the leftovers. */
  private pack(): void {
    const old = this.blocks;
    this.blocks = [];
    this.used = 0;
    this.allocated = 0;
    for (let slot = 0; slot < this.counts.length; slot++) {
      const count = this.counts[slot]!;
      if (!count) continue;
      const start = this.starts[slot]!;
      this.place(count).set(old[this.blockOf[slot]!]!.subarray(start, start + count));
      this.blockOf[slot] = this.blocks.length - 1;
      this.starts[slot] = this.used - count;
    }
  }
}
