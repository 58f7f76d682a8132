// `npm run cdsi:cases`: runs CDC's CDSi test cases (tests/fixtures/cdsi/) against the engine of src/domain/cdsi/ and
// writes docs/cdsi-cases.md: the match rate per vaccine group and overall, and each case that does not match. The
// engine is TypeScript, so tsx loads it (as `npm run dev` does the server).
import { writeFileSync } from 'node:fs';
import { tsImport } from 'tsx/esm/api';

/** @type {{ cdsiCasesReport: () => string }} */
const { cdsiCasesReport } = await tsImport('../tests/helpers/cdsi/cases-report.ts', import.meta.url);
const report = cdsiCasesReport();
writeFileSync(new URL('../docs/cdsi-cases.md', import.meta.url), report);
console.log(report.split('\n').filter((line) => line.startsWith('| **Overall**'))[0] ?? '');
