import { describe, expect, it } from 'vitest';
import { chunkSummary } from '../../../bench/sections/chunk-summary.mjs';

describe('chunkSummary', () => {
  it("should name a chunk's packages, imports, sizes and the route a lazy chunk loads", () => {
    const code = 'export const a = 1;';
    const summary = chunkSummary(
      {
        fileName: 'assets/LoginPage-Ab1.js',
        code,
        moduleIds: [
          '/repo/src/app/login/LoginPage.tsx',
          '/repo/node_modules/@headlessui/react/dist/index.js',
          '/repo/node_modules/react/index.js',
          '/repo/node_modules/@headlessui/react/dist/dialog.js',
        ],
        imports: ['assets/index-Cd2.js'],
        isEntry: false,
        isDynamicEntry: true,
        facadeModuleId: '/repo/src/app/login/LoginPage.tsx',
      },
      '/repo',
    );
    expect(summary).toEqual({
      file: 'assets/LoginPage-Ab1.js',
      bytes: code.length,
      gzipBytes: expect.any(Number),
      packages: ['@headlessui/react', 'react'],
      imports: ['assets/index-Cd2.js'],
      isEntry: false,
      route: 'src/app/login/LoginPage.tsx',
    });
  });
});
