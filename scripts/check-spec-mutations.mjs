// Proves issue 30's "Done when": changing any spec value of sections 5 and 9 in a config, one at a time, makes at
// least one test fail. Each mutation below edits one value (a limit, a charset, a provider, a message, a required
// rule) in the working tree, runs the spec-level properties (tests/property/spec-rules.test.ts, then, if they pass,
// tests/property/spec-rules-api.test.ts), and puts the file back. Prints which test file caught each mutation and
// exits 1 if any survived. Not part of `npm test`: it takes about 5 minutes on 2 cores.
//
// It edits files in place: run it in a clone of its own, never in a tree others are editing:
//   git clone -q /work/main /tmp/spec-mut && cd /tmp/spec-mut && npm ci --ignore-scripts \
//     && npm rebuild esbuild @scarf/scarf && scripts/ci/build-sqlite-addon.sh
//   node scripts/check-spec-mutations.mjs            # every mutation
//   node scripts/check-spec-mutations.mjs phone      # those whose name contains 'phone'
// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the mutations edit the configs' template literals as text
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const testFiles = ['tests/property/spec-rules.test.ts', 'tests/property/spec-rules-api.test.ts'];

/** @typedef {{ name: string, file: string, edits: [from: string, to: string][] }} Mutation */

/** @type {(name: string, file: string, from: string, to: string) => Mutation} */
const change = (name, file, from, to) => ({ name, file, edits: [[from, to]] });

const messages = 'src/domain/messages.ts';
const charsets = 'src/engine/rules/charsets.ts';
const centres = 'src/entities/vaccination-centers.ts';
const manufacturers = 'src/entities/manufacturers.ts';
const countries = 'src/entities/countries.ts';
const vaccines = 'src/entities/vaccines.ts';
const batches = 'src/entities/vaccine-batches.ts';
const patients = 'src/entities/patients.ts';
const doses = 'src/entities/applied-doses.ts';

/** @type {Mutation[]} */
const mutations = [
  // Section 5's allowed providers, section 9's four providers.
  change(
    'providers: a fifth, proton',
    messages,
    '(gmail|outlook|yahoo|hotmail)',
    '(gmail|outlook|yahoo|hotmail|proton)',
  ),
  change(
    'providers: a fifth, icloud',
    messages,
    '(gmail|outlook|yahoo|hotmail)',
    '(gmail|outlook|yahoo|hotmail|icloud)',
  ),
  change('providers: hotmail dropped', messages, '(gmail|outlook|yahoo|hotmail)', '(gmail|outlook|yahoo)'),
  change('providers: message', messages, 'Outlook, Yahoo o Hotmail', 'Outlook, Yahoo, Hotmail o Proton'),
  change('login email required: message', messages, "'El correo electrónico es requerido'", "'El correo es requerido'"),
  // Section 5's phones, section 9's minimum phone length.
  change('phone min 11 → 10', messages, '[11, `${what} debe tener', '[10, `${what} debe tener'),
  change('phone min 11 → 12', messages, '[11, `${what} debe tener', '[12, `${what} debe tener'),
  change(
    'digits only: a hyphen too',
    charsets,
    "digits: charsetOf('digits', digits)",
    "digits: charsetOf('digits', `${digits}-`)",
  ),
  // Section 5's charsets.
  change('letters: no ñ', charsets, "'ÁÉÍÓÚÜÑáéíóúüñ'", "'ÁÉÍÓÚÜáéíóúü'"),
  change(
    'letters and spaces: digits too',
    charsets,
    "charsetOf('spanishLetters', `${alphabets.letters} `)",
    "charsetOf('spanishLetters', `${alphabets.letters}${digits} `)",
  ),
  change(
    'letters without accents: accents too',
    charsets,
    "charsetOf('plainLetters', `${alphabets.plainLetters} `)",
    "charsetOf('plainLetters', `${alphabets.letters} `)",
  ),
  change(
    'letters/digits/space/_/-: no _',
    charsets,
    '`${alphabets.letters}${digits} _-`',
    '`${alphabets.letters}${digits} -`',
  ),
  change(
    'letters/digits/space/_/-: a dot too',
    charsets,
    '`${alphabets.letters}${digits} _-`',
    '`${alphabets.letters}${digits} _-.`',
  ),
  change('vaccine charset: no °', messages, '${alphabets.digits} +-°', '${alphabets.digits} +-'),
  change('vaccine charset: no +', messages, '${alphabets.digits} +-°', '${alphabets.digits} -°'),
  change('vaccine charset: _ too', messages, '${alphabets.digits} +-°', '${alphabets.digits} +-°_'),
  // Login, and section 9's minimum password length.
  change('login password min 6 → 5', 'src/domain/login.ts', "min: [6, 'Debe contener", "min: [5, 'Debe contener"),
  change('login password min 6 → 7', 'src/domain/login.ts', "min: [6, 'Debe contener", "min: [7, 'Debe contener"),
  change(
    'login password: message',
    'src/domain/login.ts',
    "'Debe contener minimo 6 letras'",
    "'Debe contener mínimo 6 caracteres'",
  ),
  change('new password min 6 → 5', 'src/domain/passwords.ts', "min: [6, 'Debe contener", "min: [5, 'Debe contener"),
  // Centre.
  change('centerName min 3 → 2', centres, "min: [3, 'El nombre del centro", "min: [2, 'El nombre del centro"),
  change('centerName min 3 → 4', centres, "min: [3, 'El nombre del centro", "min: [4, 'El nombre del centro"),
  change(
    'centre address: any charset',
    centres,
    "text({ required: 'La dirección es requerida', charset: wordish })",
    "text({ required: 'La dirección es requerida' })",
  ),
  change(
    'centre phone: not digits only',
    centres,
    "min: phoneLength('El teléfono'), charset: digitsOnly",
    "min: phoneLength('El teléfono'), charset: wordish",
  ),
  change(
    'centre mobile: not required',
    centres,
    "mobilePhone: text({ required: 'El celular es requerido', min",
    'mobilePhone: text({ min',
  ),
  // Manufacturer.
  change('manufacturer name: accents allowed', manufacturers, 'charsets.plainLetters', 'charsets.spanishLetters'),
  change(
    'manufacturer name: message',
    manufacturers,
    "'Solo pueden ser letras sin tildes'",
    "'Solo pueden ser letras'",
  ),
  {
    name: 'manufacturer country: optional',
    file: manufacturers,
    edits: [
      [
        "countryId: reference({ required: 'Debe seleccionar un país' })",
        "countryId: optionalReference({ invalid: 'Debe seleccionar un país' })",
      ],
      [
        'import { charsets, defineEntity, reference, text }',
        'import { charsets, defineEntity, optionalReference, text }',
      ],
    ],
  },
  // Country.
  change('country min 3 → 2', countries, "min: [3, 'El país", "min: [2, 'El país"),
  change('country min 3 → 4', countries, "min: [3, 'El país", "min: [4, 'El país"),
  {
    name: 'country: letters/digits/space/_/-',
    file: countries,
    edits: [
      ['charset: spanishLetters,', 'charset: wordish,'],
      ["import { spanishLetters } from '../domain/messages';", "import { wordish } from '../domain/messages';"],
    ],
  },
  // Vaccine.
  {
    name: 'vaccine name: letters/digits/space/_/-',
    file: vaccines,
    edits: [
      [
        "vaccineName: text({ required: 'El nombre de la vacuna es requerido', charset: vaccineText })",
        "vaccineName: text({ required: 'El nombre de la vacuna es requerido', charset: wordish })",
      ],
      [
        "import { vaccineText } from '../domain/messages';",
        "import { vaccineText, wordish } from '../domain/messages';",
      ],
    ],
  },
  change('requiredDoses min 1 → 0', vaccines, "min: [1, 'Debe requerir", "min: [0, 'Debe requerir"),
  change('doseIntervalDays min 1 → 0', vaccines, "min: [1, 'El intervalo", "min: [0, 'El intervalo"),
  change('doseIntervalDays min 1 → 2', vaccines, "min: [1, 'El intervalo", "min: [2, 'El intervalo"),
  change('storageTemperature min 5 → 4', vaccines, "min: [5, 'La temperatura", "min: [4, 'La temperatura"),
  change('storageTemperature min 5 → 6', vaccines, "min: [5, 'La temperatura", "min: [6, 'La temperatura"),
  change(
    'storageTemperature: any charset',
    vaccines,
    "min: [5, 'La temperatura debe tener al menos 5 caracteres'],\n    charset: vaccineText,",
    "min: [5, 'La temperatura debe tener al menos 5 caracteres'],",
  ),
  change(
    'manufacturer of a vaccine: message',
    vaccines,
    "'Debe seleccionar un fabricante'",
    "'Seleccione un fabricante'",
  ),
  // Batch, and section 9's statuses.
  change(
    'batchNumber: any charset',
    batches,
    "text({ required: 'El número de lote es requerido', charset: wordish })",
    "text({ required: 'El número de lote es requerido' })",
  ),
  change('manufactureDate: future allowed', batches, "notFuture: 'La fecha de fabricación no puede ser futura',", ''),
  change(
    'manufactureDate: message',
    batches,
    "'La fecha de fabricación no puede ser futura'",
    "'La fecha de fabricación no puede ser posterior a hoy'",
  ),
  change('expirationDate: past allowed', batches, "notPast: 'La fecha de vencimiento no puede ser pasada',", ''),
  change('initialQuantity min 1 → 0', batches, "min: [1, 'La cantidad inicial", "min: [0, 'La cantidad inicial"),
  change(
    'availableQuantity min 1 → 0',
    batches,
    "min: [1, 'La cantidad disponible",
    "min: [0, 'La cantidad disponible",
  ),
  change(
    'batch status: open 2, closed 1',
    batches,
    'batchStatus = { open: 1, closed: 2 }',
    'batchStatus = { open: 2, closed: 1 }',
  ),
  // Patient register, and section 9's age, national ID and 999 identifier.
  change('child identifier prefix 999 → 998', patients, "childIdPrefix = '999'", "childIdPrefix = '998'"),
  change('age max 3 → 4', patients, "max: [3, 'La edad", "max: [4, 'La edad"),
  change('age max 3 → 2', patients, "max: [3, 'La edad", "max: [2, 'La edad"),
  change('age: any charset', patients, "charset: [digitsOnly[0], 'La edad solo puede contener números'],", ''),
  change(
    'national ID min 6 → 5',
    patients,
    "min: [6, 'El documento debe tener entre",
    "min: [5, 'El documento debe tener entre",
  ),
  change(
    'national ID min 6 → 7',
    patients,
    "min: [6, 'El documento debe tener entre",
    "min: [7, 'El documento debe tener entre",
  ),
  change('national ID max 9 → 10', patients, "max: [9, 'El documento", "max: [10, 'El documento"),
  change('national ID max 9 → 8', patients, "max: [9, 'El documento", "max: [8, 'El documento"),
  change(
    'national ID: required even without ID',
    patients,
    "when: { field: 'isChild', equals: false },",
    "when: { field: 'isChild', equals: true },",
  ),
  change('birth date: future allowed', patients, "notFuture: 'La fecha de nacimiento no puede ser futura',", ''),
  change(
    'register address: optional',
    patients,
    "address: text({ required: 'La dirección es requerida', charset: wordish }),",
    'address: text({ charset: wordish }),',
  ),
  // Patient edit.
  change('edit firstName min 2 → 1', patients, "min: [2, 'El nombre", "min: [1, 'El nombre"),
  change('edit firstName min 2 → 3', patients, "min: [2, 'El nombre", "min: [3, 'El nombre"),
  change('edit lastname min 2 → 3', patients, "min: [2, 'El apellido", "min: [3, 'El apellido"),
  change(
    'edit identityDocument min 6 → 5',
    patients,
    "min: [6, 'El documento debe tener al menos",
    "min: [5, 'El documento debe tener al menos",
  ),
  change('edit address min 5 → 4', patients, "min: [5, 'La dirección", "min: [4, 'La dirección"),
  change('edit address min 5 → 6', patients, "min: [5, 'La dirección", "min: [6, 'La dirección"),
  change('edit representative: not required', patients, '  [representativeRequired],\n);', '  [],\n);'),
  // Dose register and edit, and section 9's observaciones limit.
  change(
    'doseNumber min 1 → 0',
    doses,
    "doseNumber: integer({ required: 'El número de dosis es requerido', min: [1,",
    "doseNumber: integer({ required: 'El número de dosis es requerido', min: [0,",
  ),
  change('doseNumber: message', doses, "'La dosis debe ser al menos 1'", "'La dosis debe ser mayor que 0'"),
  change('observations max 1000 → 1001', doses, 'max: [1000,', 'max: [1001,'),
  change('observations max 1000 → 999', doses, 'max: [1000,', 'max: [999,'),
  change(
    'observations: any charset',
    doses,
    "max: [1000, 'Las observaciones no pueden superar 1000 caracteres'], charset: wordish",
    "max: [1000, 'Las observaciones no pueden superar 1000 caracteres']",
  ),
  change('dose patient: message', doses, "'Debe seleccionar un paciente'", "'Seleccione un paciente'"),
  change(
    'dose lot: not required',
    doses,
    "field: 'vaccineBatchId',\n    when: { field: 'isHistorical', equals: false },",
    "field: 'vaccineBatchId',\n    when: { field: 'isHistorical', equals: 'never' },",
  ),
  // Section 5's home centre dropdown (the server's report, not a config).
  change(
    'home centre dropdown: message',
    'src/server/reports.ts',
    "throw new ApiFailure(400, 'Debe seleccionar un centro de salud válido', {\n          centerId: 'Debe seleccionar un centro de salud válido',",
    "throw new ApiFailure(400, 'Debe seleccionar un centro de salud', {\n          centerId: 'Debe seleccionar un centro de salud',",
  ),
];

/**
 * Whether every test of a file passes, and vitest's count of its tests.
 * @param {string} file
 */
const runTests = (file) => {
  const env = { ...process.env, CI: '1', NO_COLOR: '1', FORCE_COLOR: '0' };
  const result = spawnSync('npx', ['vitest', 'run', file], { encoding: 'utf8', env });
  const output = `${result.stdout}${result.stderr}`;
  const summary = output.match(/Tests\s+(.+)/)?.[1]?.trim() ?? output.trim().split('\n').at(-1);
  return { isPassing: result.status === 0, summary };
};

const touched = [...new Set(mutations.map((mutation) => mutation.file))];
const dirty = spawnSync('git', ['status', '--porcelain', '--', ...touched], { encoding: 'utf8' }).stdout.trim();
if (dirty) {
  console.error(`Uncommitted changes in the files this script edits; run it in a clone of its own:\n${dirty}`);
  process.exit(2);
}

const originals = new Map(touched.map((file) => [file, fs.readFileSync(file, 'utf8')]));
/** @param {string} file */
const originalOf = (file) => originals.get(file) ?? '';
const restore = () => {
  for (const [file, text] of originals) fs.writeFileSync(file, text);
};
process.on('SIGINT', () => {
  restore();
  process.exit(130);
});

const filter = process.argv[2];
const chosen = mutations.filter((mutation) => !filter || mutation.name.includes(filter));

for (const file of testFiles) {
  const { isPassing, summary } = runTests(file);
  if (!isPassing) {
    console.error(`${file} fails before any mutation (${summary}): fix it first`);
    process.exit(2);
  }
}

const results = [];
try {
  for (const mutation of chosen) {
    let text = originalOf(mutation.file);
    for (const [from, to] of mutation.edits) {
      const count = text.split(from).length - 1;
      if (count !== 1) throw new Error(`${mutation.name}: '${from}' occurs ${count} times in ${mutation.file}`);
      text = text.replace(from, to);
    }
    fs.writeFileSync(mutation.file, text);
    let caughtBy;
    for (const file of testFiles) {
      const { isPassing, summary } = runTests(file);
      if (!isPassing) {
        caughtBy = `${file} (${summary})`;
        break;
      }
    }
    fs.writeFileSync(mutation.file, originalOf(mutation.file));
    results.push({ name: mutation.name, file: mutation.file, caughtBy });
    console.log(
      `${caughtBy ? 'caught  ' : 'SURVIVED'} ${mutation.name} (${mutation.file})${caughtBy ? `: ${caughtBy}` : ''}`,
    );
  }
} finally {
  restore();
}

const survivors = results.filter((result) => !result.caughtBy);
console.log(`\n${results.length - survivors.length} of ${results.length} spec-value mutations caught`);
process.exit(survivors.length > 0 ? 1 : 0);
