import { defineMessages } from '../../shared/i18n/runtime';

/** The words of the shared dense table and row menu (ui/DenseTable.tsx, ui/RowMenu.tsx). */
export const denseTableText = defineMessages('denseTable', {
  selectAll: 'Select all students',
  selectRow: (name: string) => `Select ${name}`,
  sortBy: (column: string) => `Sort by ${column}`,
  actions: 'Actions',
  actionsFor: (name: string) => `Actions for ${name}`,
});
