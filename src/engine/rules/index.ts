export {
  boolean,
  date,
  email,
  integer,
  isAllowedEmail,
  isValidIsoDate,
  optionalReference,
  reference,
  text,
  today,
} from './builders';
export { alphabets, type Charset, charsetOf, charsets } from './charsets';
export { checksOf, undeclaredChecks } from './checks';
export { withCustomRule, withObjectRules } from './compose';
export { dateTime, isValidIsoDateTime } from './date-time';
export { defaultMaxLength, maxStoredInteger } from './limits';
export {
  breaksObjectRule,
  type CustomFieldRule,
  type EmailDomains,
  type FieldMeta,
  type FieldRule,
  fieldMetaOf,
  messageFieldOf,
  type ObjectRule,
  objectRulesOf,
  type ValueType,
} from './meta';
