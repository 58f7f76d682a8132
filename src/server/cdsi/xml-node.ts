import { XMLParser } from 'fast-xml-parser';

/** A parsed XML element: its children by tag, each a list (or its text). */
export type XmlNode = { [tag: string]: XmlValue[] | undefined };
type XmlValue = XmlNode | string;

const parser = new XMLParser({
  isArray: () => true,
  parseTagValue: false,
  ignoreAttributes: true,
  trimValues: true,
});

/** Parses an XML text; every element's children are lists, so one reader works for one child or many. */
export const parseXml = (text: string): XmlNode => parser.parse(text) as XmlNode;

/** The child elements of a tag. */
export const childrenOf = (node: XmlNode | undefined, tag: string): XmlNode[] =>
  (node?.[tag] ?? []).flatMap((value) => (typeof value === 'string' ? [] : [value]));

export const childOf = (node: XmlNode | undefined, tag: string): XmlNode | undefined => childrenOf(node, tag)[0];

/** The text of a child element; null when empty or absent. */
export const textOf = (node: XmlNode | undefined, tag: string): string | null => {
  const [value] = node?.[tag] ?? [];
  if (typeof value !== 'string') return null;
  return value.trim() === '' ? null : value.trim();
};

/** The texts of every child element of a tag. */
export const textsOf = (node: XmlNode | undefined, tag: string): string[] =>
  (node?.[tag] ?? []).flatMap((value) => (typeof value === 'string' && value.trim() !== '' ? [value.trim()] : []));

/** A CDC duration ('6 weeks - 4 days', '12 months-4 days') in the model's spelling, or null. */
export const durationOf = (node: XmlNode | undefined, tag: string): string | null => {
  const text = textOf(node, tag);
  if (text === null) return null;
  const duration = text
    .toLowerCase()
    .replace(/\byrs?\b/g, 'years')
    .replace(/\s*([+-])\s*/g, ' $1 ')
    .replace(/\s+/g, ' ')
    .trim();
  return duration === 'n/a' ? null : duration;
};

/** A CDC date ('01/01/1957' or '20200701') as `YYYY-MM-DD`, or null. */
export const dateOf = (node: XmlNode | undefined, tag: string): string | null => {
  const text = textOf(node, tag);
  if (text === null) return null;
  const american = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (american) return `${american[3]}-${american[1]}-${american[2]}`;
  const compact = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (compact) return `${compact[1]}-${compact[2]}-${compact[3]}`;
  throw new Error(`Unknown CDSi date: ${text}`);
};

/** A list of CVX codes as CDC writes them ('01;09; 20'). */
export const cvxListOf = (node: XmlNode | undefined, tag: string): string[] =>
  (textOf(node, tag) ?? '')
    .split(';')
    .map((code) => code.trim())
    .filter((code) => code !== '');
