// Board search (docs/rules.md#validation): the term is required; it searches the title, the content or the writer.
import { z } from 'zod';
import { type FieldMeta, type FormSpec, type ServerErrorTable } from '../meta/types';
import { SEARCH_TYPES, optionsOf } from '../rules/choices';
import { choiceRule, requiredText } from '../rules/text';

export const searchSchema = z.object({
  searchType: choiceRule(SEARCH_TYPES, 'forms.search.searchType.required'),
  searchText: requiredText('forms.search.searchText.required'),
});

export type SearchInput = z.input<typeof searchSchema>;
export type SearchOutput = z.output<typeof searchSchema>;
type Name = keyof SearchInput & string;

export const searchFields: readonly FieldMeta<Name>[] = [
  {
    name: 'searchType',
    kind: 'select',
    label: 'forms.search.searchType.label',
    options: optionsOf(SEARCH_TYPES, 'forms.search.searchType.options'),
  },
  { name: 'searchText', kind: 'text', label: 'forms.search.searchText.label', inputMode: 'search' },
];

export const SEARCH_SERVER_ERRORS: ServerErrorTable<Name> = {};

export const searchForm = (): FormSpec<SearchInput, SearchOutput> => ({
  id: 'search',
  title: 'forms.search.title',
  submit: 'forms.search.submit',
  schema: searchSchema,
  fields: searchFields,
  defaults: { searchType: 'title', searchText: '' },
  serverErrors: SEARCH_SERVER_ERRORS,
});
