/** The rules of a learning trail's screen (spec 3, Learning; decision 263). */
export interface LogicItem {
  documents: ReadonlyArray<{ videoId: string }>;
}

export interface ItemState {
  /** Open when first, or when the previous item is open and all its videos were watched. */
  open: boolean;
  done: boolean;
  /** The first unwatched video of an open item: the one highlighted. */
  nextVideoId: string | undefined;
  watchedCount: number;
}

export function itemStates(items: readonly LogicItem[], watched: readonly string[]): ItemState[] {
  const seen = new Set(watched);
  const states: ItemState[] = [];
  for (const [index, item] of items.entries()) {
    const previous = states[index - 1];
    const open = index === 0 || (previous?.open === true && previous.done);
    const pending = item.documents.filter((doc) => !seen.has(doc.videoId));
    states.push({
      open,
      done: pending.length === 0,
      nextVideoId: open ? pending[0]?.videoId : undefined,
      watchedCount: item.documents.length - pending.length,
    });
  }
  return states;
}
