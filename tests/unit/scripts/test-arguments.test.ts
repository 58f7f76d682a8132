import { describe, expect, it } from 'vitest';
import { parseTestArguments } from '../../../scripts/test-arguments.mjs';

describe('npm test arguments', () => {
  it('should run everything without arguments', () => {
    expect(parseTestArguments([])).toEqual({ isChecking: true, vitest: [], playwright: [] });
  });

  it('should send the other arguments to Playwright with --project e2e', () => {
    expect(parseTestArguments(['--project', 'e2e', 'tests/e2e/home.test.ts'])).toEqual({
      isChecking: true,
      vitest: null,
      playwright: ['tests/e2e/home.test.ts'],
    });
    expect(parseTestArguments(['-g', 'Inicio', '--project=e2e'])).toEqual({
      isChecking: true,
      vitest: null,
      playwright: ['-g', 'Inicio'],
    });
  });

  it('should run vitest only, no browser, for vitest projects or filters', () => {
    expect(parseTestArguments(['tests/unit/x.test.ts', '-t', 'foo'])).toEqual({
      isChecking: true,
      vitest: ['tests/unit/x.test.ts', '-t', 'foo'],
      playwright: null,
    });
    expect(parseTestArguments(['--project', 'api', '--project=property', '-t', 'foo'])).toEqual({
      isChecking: true,
      vitest: ['--project', 'api', '--project', 'property', '-t', 'foo'],
      playwright: null,
    });
  });

  it('should run both suites for --project e2e with vitest projects and no filters', () => {
    expect(parseTestArguments(['--project', 'unit', '--project', 'e2e'])).toEqual({
      isChecking: true,
      vitest: ['--project', 'unit'],
      playwright: [],
    });
  });

  it('should skip the static checks with --no-checks, wherever it stands, and read the rest as without it', () => {
    expect(parseTestArguments(['--no-checks'])).toEqual({ isChecking: false, vitest: [], playwright: [] });
    expect(parseTestArguments(['--project', 'api', '--no-checks', '--project', 'property'])).toEqual({
      isChecking: false,
      vitest: ['--project', 'api', '--project', 'property'],
      playwright: null,
    });
    expect(parseTestArguments(['--no-checks', '--project', 'e2e', 'tests/e2e/home.test.ts'])).toEqual({
      isChecking: false,
      vitest: null,
      playwright: ['tests/e2e/home.test.ts'],
    });
  });

  it('should refuse --project e2e with vitest projects and filters', () => {
    expect(() => parseTestArguments(['--project', 'e2e', '--project', 'unit', '-t', 'foo'])).toThrow(
      /unclear which runner the filters are for/,
    );
  });

  it('should refuse a --project without a value', () => {
    expect(() => parseTestArguments(['-t', 'foo', '--project'])).toThrow(/--project needs a name/);
    expect(() => parseTestArguments(['--project', '-t', 'foo'])).toThrow(/--project needs a name/);
    expect(() => parseTestArguments(['--project='])).toThrow(/--project needs a name/);
  });
});
