import { maxStoredInteger } from '../../rules/limits';

/** What an id written in a URL turned out to be. */
export type IdReading = { id: number } | { problem: 'notAnId' | 'tooLarge' };

/** The 400's message of an id past the largest storable integer. */
export const tooLargeIdMessage = `El identificador debe ser un número entre 1 y ${maxStoredInteger}`;

/**
 * Reads an id written in a URL, a route parameter or a query filter: digits only, from 1 to
 * the largest storable integer. A number past it is told apart, since it is a bad request
 * rather than a row that does not exist.
 *
 * @example
 * readId('42') // { id: 42 }
 * readId('2147483648') // { problem: 'tooLarge' }
 * readId('uno') // { problem: 'notAnId' }
 */
export const readId = (text: string | undefined): IdReading => {
  if (text === undefined || !/^\d+$/.test(text)) return { problem: 'notAnId' };
  const id = Number(text);
  if (id < 1) return { problem: 'notAnId' };
  return id > maxStoredInteger ? { problem: 'tooLarge' } : { id };
};
