import { z } from 'zod';
import { defineEntity } from '../engine/entity';
import { email, text } from '../engine/rules';
import { providerEmail } from './messages';
import { roles, staffReadsOnly } from './roles';

const userSchema = z.object({
  name: text({ required: 'El nombre es requerido' }),
  lastname: text({ required: 'El apellido es requerido' }),
  email: email(providerEmail),
});

/** Health staff. Read-only through the API: accounts are created by the server (seed, first admin). */
export const users = defineEntity({
  name: 'users',
  path: '/users',
  labels: { singular: 'Usuario', plural: 'Usuarios' },
  labelKeys: ['name', 'lastname'],
  schemas: { create: userSchema, edit: userSchema },
  fields: [
    { name: 'name', label: 'Nombre' },
    { name: 'lastname', label: 'Apellido' },
    { name: 'email', label: 'Correo electrónico', isUnique: true },
    {
      name: 'role',
      label: 'Rol',
      kind: 'enum',
      isPrivate: true,
      options: roles.map((role) => ({ value: role, label: role })),
    },
    { name: 'passwordHash', label: 'Contraseña', kind: 'text', isPrivate: true },
  ],
  columns: [
    { key: 'name', label: 'Nombre' },
    { key: 'lastname', label: 'Apellido' },
    { key: 'email', label: 'Correo' },
  ],
  access: staffReadsOnly,
  canCreateInPage: false,
});
