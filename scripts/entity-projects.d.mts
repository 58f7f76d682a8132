/** The entity files the registry imports (`import { countries } from './countries'`), without their extension. */
export declare const registeredEntityFiles: (registrySource: string) => string[];
/** Every project of the entities, by file name in .tsbuild/entities/, as the JSON text to write. */
export declare const entityProjects: (entityFiles: readonly string[]) => Map<string, string>;
/** Writes the entities' projects for the registry of `root`, rewriting only a file whose text changed; the files written. */
export declare const writeEntityProjects: (root: string) => string[];
