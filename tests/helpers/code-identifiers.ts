const identifier = /[A-Za-z_$][A-Za-z0-9_$]*/y;
/** After these, a `/` starts a regular expression, not a division. */
const beforeRegex = new Set(['', '(', ',', '=', ':', '[', '!', '&', '|', '?', '{', '}', ';', 'return']);

/**
 * The identifiers of TypeScript source, with their line: what strings, template texts, regular
 * expressions and comments say is left out (a Spanish 'lote' on screen, a comment's prose).
 *
 * @example
 * codeIdentifiers("const lotId = 'lote'; // a lot").map(({ name }) => name) // ['const', 'lotId']
 */
export const codeIdentifiers = (source: string): { name: string; line: number }[] => {
  const found: { name: string; line: number }[] = [];
  const templates: number[] = [];
  let braces = 0;
  let previous = '';
  let index = 0;
  let isTemplateText = false;
  const lineStarts = [0, ...[...source.matchAll(/\n/g)].map((newline) => (newline.index ?? 0) + 1)];
  const lineAt = (at: number) => lineStarts.findLastIndex((start) => start <= at) + 1;
  const skipTo = (end: number) => {
    index = end < 0 ? source.length : end;
  };
  while (index < source.length) {
    const char = source[index] ?? '';
    if (isTemplateText) {
      if (char === '\\') index += 2;
      else if (char === '`') {
        isTemplateText = false;
        previous = ')';
        index += 1;
      } else if (source.startsWith('${', index)) {
        isTemplateText = false;
        templates.push(braces);
        previous = '(';
        index += 2;
      } else index += 1;
      continue;
    }
    if (source.startsWith('//', index)) skipTo(source.indexOf('\n', index));
    else if (source.startsWith('/*', index)) skipTo(source.indexOf('*/', index + 2) + 2);
    else if (char === "'" || char === '"') {
      let end = index + 1;
      while (end < source.length && source[end] !== char && source[end] !== '\n') end += source[end] === '\\' ? 2 : 1;
      skipTo(end + 1);
      previous = ')';
    } else if (char === '`') {
      isTemplateText = true;
      index += 1;
    } else if (char === '/' && beforeRegex.has(previous)) {
      let end = index + 1;
      let isInClass = false;
      while (end < source.length && source[end] !== '\n' && (source[end] !== '/' || isInClass)) {
        if (source[end] === '[') isInClass = true;
        if (source[end] === ']') isInClass = false;
        end += source[end] === '\\' ? 2 : 1;
      }
      skipTo(end + 1);
      previous = ')';
    } else if (char === '}' && templates.at(-1) === braces) {
      templates.pop();
      isTemplateText = true;
      index += 1;
    } else {
      identifier.lastIndex = index;
      const match = identifier.exec(source);
      if (match) {
        found.push({ name: match[0], line: lineAt(index) });
        previous = match[0] === 'return' ? 'return' : 'a';
        index += match[0].length;
        continue;
      }
      if (char === '{') braces += 1;
      if (char === '}') braces -= 1;
      if (char.trim() !== '') previous = beforeRegex.has(char) ? char : ')';
      index += 1;
    }
  }
  return found;
};

/**
 * An identifier's words, as camelCase, PascalCase and snake_case write them.
 *
 * @example
 * wordsOf('useLotChoice') // ['use', 'Lot', 'Choice']
 */
export const wordsOf = (name: string): string[] => name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g) ?? [];
