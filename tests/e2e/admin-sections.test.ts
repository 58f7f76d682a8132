import { expect, logIn, screenshot, test } from './support/browser';
import { type FieldInput, fillFields, typedDaysFromToday, uniqueDigits, uniqueLetters } from './support/sections';

type SectionCase = {
  route: string;
  title: string;
  singular: string;
  isFeminine?: boolean;
  /** The form inputs, and the unique text that then identifies the row. */
  create: (unique: string) => { inputs: FieldInput[]; rowText: string; accented: string; plain: string };
  edit: (unique: string) => { input: FieldInput; rowText: string };
};

const sections: SectionCase[] = [
  {
    route: '/pais',
    title: 'Países',
    singular: 'País',
    create: (u) => ({
      inputs: [['País', `Islas Ñandú ${u}`]],
      rowText: `Islas Ñandú ${u}`,
      accented: `ÑANDÚ ${u}`,
      plain: `nandu ${u}`,
    }),
    edit: (u) => ({ input: ['País', `Islas Ñandú ${u} Sur`], rowText: `Islas Ñandú ${u} Sur` }),
  },
  {
    route: '/fabricantes',
    title: 'Fabricantes',
    singular: 'Fabricante',
    create: (u) => ({
      inputs: [
        ['Nombre del fabricante', `Laboratorio ${u}`],
        ['País', 'Perú', 'select'],
      ],
      rowText: `Laboratorio ${u}`,
      accented: `laboratorio ${u}`,
      plain: `LABORATORIO ${u.toUpperCase()}`,
    }),
    edit: (u) => ({ input: ['Nombre del fabricante', `Laboratorio ${u} Andino`], rowText: `Laboratorio ${u} Andino` }),
  },
  {
    route: '/vacunas',
    title: 'Vacunas',
    singular: 'Vacuna',
    isFeminine: true,
    create: (u) => ({
      inputs: [
        ['Nombre de la vacuna', `Antigripal Pediátrica ${u}`],
        ['Dosis requeridas', '2'],
        ['Intervalo entre dosis (días)', '21'],
        ['Temperatura de almacenamiento', '2 a 8 °C'],
        ['Fabricante', 'Pfizer', 'select'],
      ],
      rowText: `Antigripal Pediátrica ${u}`,
      accented: `pediátrica ${u}`,
      plain: `PEDIATRICA ${u}`,
    }),
    edit: (u) => ({ input: ['Nombre de la vacuna', `Antigripal Adultos ${u}`], rowText: `Antigripal Adultos ${u}` }),
  },
  {
    route: '/lotes',
    title: 'Lotes',
    singular: 'Lote',
    create: (u) => ({
      inputs: [
        ['Número de lote', `LOTE-Ñ-${u}`],
        ['Vacuna', 'Comirnaty', 'select'],
        ['Fecha de fabricación', typedDaysFromToday(-20)],
        ['Fecha de vencimiento', typedDaysFromToday(200)],
        ['Cantidad inicial (viales)', '12'],
        ['Cantidad disponible (viales)', '12'],
      ],
      rowText: `LOTE-Ñ-${u}`,
      accented: `lote-ñ-${u}`,
      plain: `LOTE-N-${u.toUpperCase()}`,
    }),
    edit: (u) => ({ input: ['Número de lote', `LOTE-B-${u}`], rowText: `LOTE-B-${u}` }),
  },
  {
    route: '/area-salud',
    title: 'Centros de Salud',
    singular: 'Centro de salud',
    create: (u) => ({
      inputs: [
        ['Nombre del centro', `Posta Ñaña ${u}`],
        ['Dirección', 'Jirón Puno 123'],
        ['Teléfono', '05112345678'],
        ['Celular', '51987654321'],
        ['Correo electrónico', 'posta.nana@gmail.com'],
        ['Distrito', 'Distrito Lima Norte', 'select'],
      ],
      rowText: `Posta Ñaña ${u}`,
      accented: `ñaña ${u}`,
      plain: `NANA ${u}`,
    }),
    edit: (u) => ({ input: ['Nombre del centro', `Posta Ñaña ${u} Alta`], rowText: `Posta Ñaña ${u} Alta` }),
  },
  {
    route: '/pacientes',
    title: 'Pacientes',
    singular: 'Paciente',
    create: (u) => ({
      inputs: [
        ['Documento de identidad', uniqueDigits(8)],
        ['Nombre', 'Begoña'],
        ['Apellido', `Ibáñez ${u}`],
        ['Fecha de nacimiento', '15/06/1990'],
        ['Edad', '36'],
        ['Celular', '51912345678'],
        ['Correo electrónico', 'begona@hotmail.com'],
        ['Dirección', 'Calle Las Flores 12'],
      ],
      rowText: `Ibáñez ${u}`,
      accented: `ibáñez ${u}`,
      plain: `IBANEZ ${u}`,
    }),
    edit: (u) => ({ input: ['Apellido', `Ibáñez Soto ${u}`], rowText: `Ibáñez Soto ${u}` }),
  },
];

test.describe('the six admin sections as admin (add, search, edit, delete)', () => {
  for (const section of sections) {
    test(`${section.title}: should add a record, find it with and without accents, edit it and delete it`, async ({
      page,
    }) => {
      await logIn(page, 'admin');
      await page.goto(section.route);
      await page.getByRole('heading', { name: section.title }).waitFor();
      const unique = uniqueLetters();
      const created = section.create(unique);

      await page.getByRole('button', { name: 'Agregar' }).click();
      await fillFields(page, created.inputs);
      await screenshot(page, `${section.route}-form`);
      await page.getByRole('button', { name: 'Guardar' }).click();
      await page.getByText('¡Registro exitoso!').waitFor();

      await page.getByRole('button', { name: 'Gestión' }).click();
      const search = page.getByLabel('Buscar');
      const dataRow = (text: string) =>
        page
          .getByRole('row')
          .filter({ hasText: text })
          .filter({ has: page.getByRole('button', { name: 'Editar' }) });
      const row = dataRow(created.rowText);
      await search.fill(created.accented);
      await row.waitFor();
      await search.fill(created.plain);
      await row.waitFor();
      await screenshot(page, `${section.route}-search`);

      const edited = section.edit(unique);
      await row.getByRole('button', { name: 'Editar' }).click();
      const dialog = page.getByRole('dialog');
      await fillFields(dialog, [edited.input]);
      await screenshot(page, `${section.route}-edit`);
      await dialog.getByRole('button', { name: 'Guardar' }).click();
      const ending = section.isFeminine ? 'a' : 'o';
      await page.getByText(`${section.singular} actualizad${ending} correctamente`).waitFor();
      await search.fill(edited.rowText);
      const editedRow = dataRow(edited.rowText);
      await editedRow.waitFor();

      await editedRow.getByRole('button', { name: 'Eliminar' }).click();
      const confirm = page.getByRole('alertdialog');
      await confirm.getByRole('button', { name: 'Cancelar' }).click();
      await confirm.waitFor({ state: 'detached' });
      await editedRow.waitFor();
      await editedRow.getByRole('button', { name: 'Eliminar' }).click();
      await screenshot(page, `${section.route}-delete`);
      await confirm.getByRole('button', { name: 'Confirmar' }).click();
      await page.getByText(`${section.singular} eliminad${ending} correctamente`).waitFor();
      await editedRow.waitFor({ state: 'detached' });
      await page.getByRole('table').getByText(`Sin resultados para "${edited.rowText}"`).waitFor();
      // The page emptied: the focus waits in the search box, not on the page's body.
      await expect(search).toBeFocused();
    });
  }
});
