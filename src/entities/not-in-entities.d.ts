// Entities are plain data and zod: tsconfig.entity.json resolves React and the database and HTTP
// libraries to this file, which is not a module, so importing one of them fails to compile.
