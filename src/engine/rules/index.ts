export {
  boolean,
  date,
  email,
  integer,
  isValidIsoDate,
  optionalReference,
  reference,
  text,
  today,
  withObjectRules,
} from './builders';
export { type Charset, type CharsetName, charsets } from './charsets';
export { defaultMaxLength, maxStoredInteger } from './limits';
export {
  breaksObjectRule,
  type FieldMeta,
  type FieldRule,
  fieldMetaOf,
  type ObjectRule,
  objectRulesOf,
  type ValueType,
} from './meta';
