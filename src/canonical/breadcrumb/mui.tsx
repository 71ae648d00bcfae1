import { Breadcrumbs, Link, Typography } from '@mui/material';
import type { RendererProps } from '../../env/kit/types';
import type { Params } from './family';
import { useTrail } from './useTrail';

export default function MuiBreadcrumb({ params }: RendererProps<Params>) {
  const crumbs = useTrail();
  const c = params.collapse;
  return (
    <Breadcrumbs {...(c ? { maxItems: c.max, itemsBeforeCollapse: c.before, itemsAfterCollapse: c.after } : {})}>
      {crumbs.map((x) => (x.current
        ? <Typography key={x.href} sx={{ color: 'text.primary' }} aria-current="page">{x.label}</Typography>
        : <Link key={x.href} underline="hover" color="inherit" href={x.href} onClick={x.onClick}>{x.label}</Link>))}
    </Breadcrumbs>
  );
}
