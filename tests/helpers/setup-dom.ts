import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// The component files share their worker's jsdom and packages (React, Testing Library: loaded once), but not the
// app's modules: each file loads them afresh, with its own module mocks and its own stores.
vi.resetModules();

// A `findBy…` waits up to 5 s, not 1: beside the browser suite on a busy 2-core machine, jsdom's first render of
// a table can take longer than a second, and a slow render is not a failure (the project's test timeout is 20 s).
configure({ asyncUtilTimeout: 5_000 });

afterEach(cleanup);
