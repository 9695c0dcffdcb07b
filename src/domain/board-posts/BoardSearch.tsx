// A board's search (docs/rules.md#validation: the term is required): the board search form over the title, the
// content or the writer; a search in force can be cleared.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { searchForm, type SearchOutput } from '@forms/schemas/search';
import { SchemaForm } from '@forms/renderer/SchemaForm';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { searchTypeOf } from './api/board-list';

export function BoardSearch({
  searchType,
  searchText,
  onSearch,
}: {
  searchType: string | undefined;
  searchText: string | undefined;
  onSearch: (search: { searchType: string; searchText: string }) => void;
}) {
  const { t } = useTranslation('resources');
  const spec = useMemo(() => searchForm(), []);
  return (
    <Stack spacing={1} sx={{ maxWidth: 560 }}>
      {/* a new search in the address (back, a shared link) starts the form from it */}
      <SchemaForm
        key={`${searchType ?? ''}|${searchText ?? ''}`}
        spec={spec}
        showTitle={false}
        initialValues={{ searchType: searchTypeOf(searchType), searchText: searchText ?? '' }}
        onSubmit={(values: SearchOutput) => onSearch({ searchType: values.searchType, searchText: values.searchText })}
      />
      {searchText ? (
        <Stack direction="row">
          <Button variant="text" onClick={() => onSearch({ searchType: '', searchText: '' })}>
            {t('board.clearSearch')}
          </Button>
        </Stack>
      ) : null}
    </Stack>
  );
}
