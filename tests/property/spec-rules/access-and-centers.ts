import {
  blankText,
  foreignTo,
  otherProviderEmail,
  otherProviders,
  providerEmail,
  specAlphabets,
  specProviders,
  textOf,
  textOfLength,
  withForeign,
} from './generators';
import { createAndEdit, type SpecRule } from './spec-rule';

const center = createAndEdit('vaccination-centers');
const wordishMessage = 'Solo se permiten letras, números, espacios, guiones y guiones bajos';
const anyCharacter = `${specAlphabets.wordish}@#$%&*.,;?!áéñ`;

/** Section 5's allowed e-mail pattern, its login line and its centre line (create and edit). */
export const accessAndCenterRules: readonly SpecRule[] = [
  {
    spec: '5: Allowed email pattern: only four providers are accepted (Gmail, Outlook, Yahoo, Hotmail) · 9: Four allowed email providers',
    schemas: ['login', ...center, 'patients create'],
    field: 'email',
    valid: providerEmail,
    invalid: otherProviderEmail,
    edges: {
      valid: specProviders.map((provider) => `ana.perez@${provider}.com`),
      // Another provider's domain that starts like one of the four's.
      invalid: [...otherProviders.map((provider) => `ana.perez@${provider}.com`), 'ana@gmail.com.evil.org'],
    },
    message: 'Solo se permiten correos de Gmail, Outlook, Yahoo o Hotmail',
    messageFrom: 'spec',
  },
  {
    spec: "5 Login: email required ('El correo electrónico es requerido') · Centre: email required · Patient register",
    schemas: ['login', ...center, 'patients create'],
    field: 'email',
    invalid: blankText,
    message: 'El correo electrónico es requerido',
    messageFrom: 'spec',
  },
  {
    spec: '5 Login: password required',
    schemas: ['login'],
    field: 'password',
    invalid: blankText,
    message: 'La contraseña es requerida',
    messageFrom: 'product',
  },
  {
    spec: "5 Login: password min 6 ('Debe contener minimo 6 letras') · 9: Minimum password length 6",
    schemas: ['login', 'users create'],
    field: 'password',
    valid: textOf(anyCharacter, 6, 40),
    invalid: textOf(anyCharacter, 1, 5),
    edges: { valid: ['123456', 'abcdef'], invalid: ['12345', 'a'] },
    message: 'Debe contener minimo 6 letras',
    messageFrom: 'spec',
  },
  {
    spec: '5 Centre (create and edit): centerName required',
    schemas: center,
    field: 'centerName',
    invalid: blankText,
    message: 'El nombre del centro es requerido',
    messageFrom: 'product',
  },
  {
    spec: '5 Centre: centerName min 3',
    schemas: center,
    field: 'centerName',
    valid: textOf(specAlphabets.wordish, 3, 60),
    invalid: textOf(specAlphabets.wordish, 1, 2),
    edges: { valid: ['Abc', 'C 1'], invalid: ['Ab', 'C'] },
    message: 'El nombre del centro debe tener al menos 3 caracteres',
    messageFrom: 'product',
  },
  {
    spec: '5 Centre: centerName letters/digits/space/_/- only',
    schemas: center,
    field: 'centerName',
    valid: textOf(specAlphabets.wordish, 3, 60),
    invalid: withForeign(specAlphabets.wordish, foreignTo.wordish, 3, 60),
    edges: { valid: ['Centro_Norte - 2'], invalid: ['Centro #2', 'Centro+Sur', 'Centro 2°'] },
    message: wordishMessage,
    messageFrom: 'product',
  },
  {
    spec: '5 Centre: address required, min 1',
    schemas: center,
    field: 'address',
    invalid: blankText,
    edges: { valid: ['A', '1'] },
    message: 'La dirección es requerida',
    messageFrom: 'product',
  },
  {
    spec: '5 Centre: address same charset (letters/digits/space/_/-)',
    schemas: center,
    field: 'address',
    valid: textOf(specAlphabets.wordish, 1, 60),
    invalid: withForeign(specAlphabets.wordish, foreignTo.wordish, 1, 60),
    edges: { valid: ['Avenida Central_123 - B'], invalid: ['Av. Central 123', 'Calle #5'] },
    message: wordishMessage,
    messageFrom: 'product',
  },
  ...(['phone', 'mobilePhone'] as const).flatMap((field): SpecRule[] => {
    const what = field === 'phone' ? 'El teléfono' : 'El celular';
    return [
      {
        spec: `5 Centre: ${field} required`,
        schemas: center,
        field,
        invalid: blankText,
        message: `${what} es requerido`,
        messageFrom: 'product',
      },
      {
        spec: `5 Centre: ${field} min 11 · 9: minimum phone length 11 digits`,
        schemas: center,
        field,
        valid: textOf(specAlphabets.digits, 11, 20),
        invalid: textOf(specAlphabets.digits, 1, 10),
        edges: { valid: [textOfLength('0123456789', 11)], invalid: [textOfLength('0123456789', 10)] },
        message: `${what} debe tener al menos 11 dígitos`,
        messageFrom: 'product',
      },
      {
        spec: `5 Centre: ${field} digits only`,
        schemas: center,
        field,
        invalid: withForeign(specAlphabets.digits, foreignTo.digits, 11, 20),
        edges: { invalid: ['0511234567a', '051-1234567', '+5112345678'] },
        message: 'Solo se permiten números',
        messageFrom: 'product',
      },
    ];
  }),
];
