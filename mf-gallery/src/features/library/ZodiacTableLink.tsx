import { observer } from 'mobx-react-lite';
import { ButtonLink } from '../common/styles';
import type { LibraryStore } from './LibraryStore';

/** 特码生肖表: straight to the zodiac table's newest paper (six-mark library, once the categories are in). */
export const ZodiacTableLink = observer(function ZodiacTableLink({
  store,
  hrefOf,
}: {
  store: LibraryStore;
  hrefOf: (categoryId: string) => string;
}) {
  const table = store.zodiacTable;
  if (!table) return null;
  return (
    <ButtonLink to={hrefOf(table.id)} $primary title={table.name}>
      特码生肖表
    </ButtonLink>
  );
});
