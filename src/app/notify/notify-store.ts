import { create } from 'zustand';

export type NotifyColor = 'success' | 'error' | 'warning' | 'info';

export type NotifyAction = { text: string; onClick?: () => void };

export type NotifyOptions = {
  message: string;
  color?: NotifyColor;
  /** Milliseconds before the bar hides itself; 0 or less keeps it until closed. */
  timeout?: number;
  actions?: readonly NotifyAction[];
};

type NotifyState = {
  show: boolean;
  message: string;
  color: NotifyColor;
  timeout: number;
  actions: readonly NotifyAction[];
  /** Changes with every message, so a new one restarts the timer and an old close cannot hide it. */
  id: number;
  open: (options: NotifyOptions) => void;
  close: (id: number) => void;
};

export const defaultTimeout = 3000;

export const useNotifyStore = create<NotifyState>()((set) => ({
  show: false,
  message: '',
  color: 'success',
  timeout: defaultTimeout,
  actions: [],
  id: 0,
  open: ({ message, color = 'success', timeout = defaultTimeout, actions = [] }) =>
    set((state) => ({ show: true, message, color, timeout, actions, id: state.id + 1 })),
  close: (id) => set((state) => (state.id === id ? { show: false } : state)),
}));
