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
  private readonly postings: SlotList[] = [];
  /** Key ids per slot, to take a record's postings out when it is re-filed or removed. */
  private keysOfSlot: Array<Int32Array | undefined> = [];
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
    const keyIds = new Int32Array(keys.length);
    for (let at = 0; at < keys.length; at++) {
      const key = keys[at]!;
      let keyId = this.keyIds.get(key);
      if (keyId === undefined) {
        keyId = this.keyNames.length;
        this.keyIds.set(key, keyId);
        this.keyNames.push(key);
        this.postings.push(new SlotList());
      }
      if (!this.postings[keyId]!.length) this.keyListChanged(key);
      this.postings[keyId]!.add(slot);
      keyIds[at] = keyId;
    }
    this.keysOfSlot[slot] = keyIds;
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
    this.postingOf(key)?.addTo(slots);
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
      this.postingOf(key)?.addTo(set);
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
      for (let i = lowerBound(words.length, (at) => words[at]! < prefix); i < words.length && words[i]! < end; i++) this.postingOf(words[i]!)!.addTo(set);
      return set;
    });
  }

  /** Records under any key starting with `prefix` whose rest passes `test` (a scan of those keys), kept under `memoKey`. */
  protected keysWhere(memoKey: string, prefix: string, test: (rest: string) => boolean): TypedFastBitSet {
    return this.memo(memoKey, () => {
      const set = new TypedFastBitSet();
      for (const key of this.liveKeys(prefix)) if (test(key.slice(prefix.length))) this.postingOf(key)!.addTo(set);
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
      keys = this.keyNames.filter((key, id) => key.startsWith(prefix) && this.postings[id]!.length > 0).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
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
    for (const keyId of this.keysOfSlot[slot] ?? []) {
      const posting = this.postings[keyId]!;
      posting.remove(slot);
      if (!posting.length) this.keyListChanged(this.keyNames[keyId]!);
    }
    this.keysOfSlot[slot] = undefined;
  }

  private postingOf(key: string): SlotList | undefined {
    const keyId = this.keyIds.get(key);
    return keyId === undefined ? undefined : this.postings[keyId];
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

/** A growable list of slots in an Int32Array (order does not matter: removal swaps in the last one). */
class SlotList {
  private items = new Int32Array(4);
  length = 0;

  add(slot: number): void {
    if (this.length === this.items.length) {
      this.items = grown(this.items, this.items.length * 2);
    }
    this.items[this.length++] = slot;
  }

  remove(slot: number): void {
    const at = this.items.subarray(0, this.length).indexOf(slot);
    if (at < 0) return;
    this.items[at] = this.items[--this.length]!;
  }

  addTo(set: TypedFastBitSet): void {
    for (let i = 0; i < this.length; i++) set.add(this.items[i]!);
  }
}
