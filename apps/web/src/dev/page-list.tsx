import { Anchor, Badge, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export interface ListedPage {
  path: string;
  title: string;
  requiresAuth: boolean;
}

/** A table of pages with their paths and whether they need a login. */
export function PageList({ pages }: { pages: readonly ListedPage[] }) {
  const { t } = useTranslation();
  return (
    <Table striped withTableBorder maw={760}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('DEV.PAGE')}</Table.Th>
          <Table.Th>{t('DEV.PATH')}</Table.Th>
          <Table.Th>{t('DEV.ACCESS')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {pages.map((page) => (
          <Table.Tr key={page.path}>
            <Table.Td>{page.title}</Table.Td>
            <Table.Td>
              <Anchor component={Link} to={page.path} size="sm">
                {page.path}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Badge size="sm" variant="light" color={page.requiresAuth ? 'orange' : 'green'}>
                {t(page.requiresAuth ? 'DEV.LOGIN_REQUIRED' : 'DEV.PUBLIC')}
              </Badge>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
