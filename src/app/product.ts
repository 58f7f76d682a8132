/** The product's name, shown in the top bar, the login page and the home page. */
export const productName = 'SNH Vacunas';
