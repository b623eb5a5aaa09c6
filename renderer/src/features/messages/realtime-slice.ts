import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer, type RootState } from '../../lib/store/store.ts';

/** Socket states, plus 'idle' (signed out) and 'failed' (gave up after the reconnect attempts). */
export type RealtimeStatus = 'idle' | 'connecting' | 'authenticated' | 'closed' | 'failed';

export interface RealtimeState {
  status: RealtimeStatus;
  /** The reconnect attempt under way (1..5), 0 when none. */
  attempt: number;
  /** What went wrong, shown inline on /messages (socket errors appear inline). */
  error: string | null;
  /** connectionId -> id of the other party while they type. */
  typing: Record<number, number>;
  /** The thread open and visible on /messages (no toast for its messages; it is marked read). */
  viewing: number | null;
}

const initialState: RealtimeState = { status: 'idle', attempt: 0, error: null, typing: {}, viewing: null };

export const realtimeSlice = createSlice({
  name: 'realtime',
  initialState,
  reducers: {
    statusChanged(state, action: PayloadAction<{ status: RealtimeStatus; attempt?: number; error?: string | null }>) {
      state.status = action.payload.status;
      state.attempt = action.payload.attempt ?? 0;
      if (action.payload.error !== undefined) state.error = action.payload.error;
      if (action.payload.status !== 'authenticated') state.typing = {};
    },
    typingChanged(state, action: PayloadAction<{ connectionId: number; userId: number; isTyping: boolean }>) {
      const { connectionId, userId, isTyping } = action.payload;
      if (isTyping) state.typing[connectionId] = userId;
      else if (state.typing[connectionId] === userId) delete state.typing[connectionId];
    },
    viewingChanged(state, action: PayloadAction<number | null>) {
      state.viewing = action.payload;
    },
    reset() {
      return initialState;
    },
  },
});

declare module '../../lib/store/store.ts' {
  // Declaration merging: this is how a feature's slice joins RootState without the floor importing it.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof realtimeSlice> {}
}

/** Injected when this module loads (with the signed-in frame); read through selectRealtime, never state.realtime. */
const injectedRealtime = realtimeSlice.injectInto(rootReducer);
/** The realtime state, or the initial one before the slice is injected. */
export const selectRealtime = (state: RootState): RealtimeState => injectedRealtime.selectSlice(state);

export const { statusChanged, typingChanged, viewingChanged } = realtimeSlice.actions;
export const resetRealtime = realtimeSlice.actions.reset;
