import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A `findBy…` waits up to 5 s, not 1: beside the browser suite on a busy 2-core machine, jsdom's first render of
// a table can take longer than a second, and a slow render is not a failure (the project's test timeout is 20 s).
configure({ asyncUtilTimeout: 5_000 });

afterEach(cleanup);
