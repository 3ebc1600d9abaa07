/** Polish UI text shared by content blocks. */
export const NEW_TAB_NOTE = '(otwiera się w nowej karcie)';
