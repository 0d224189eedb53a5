import type { ReactElement } from 'react';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import ArticleIcon from '@mui/icons-material/Article';
import AssessmentIcon from '@mui/icons-material/Assessment';
import BuildIcon from '@mui/icons-material/Build';
import CampaignIcon from '@mui/icons-material/Campaign';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DateRangeIcon from '@mui/icons-material/DateRange';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import FeedbackIcon from '@mui/icons-material/Feedback';
import HistoryIcon from '@mui/icons-material/History';
import KeyIcon from '@mui/icons-material/Key';
import LibraryBooksIcon from '@mui/icons-material/LibraryBooks';
import LightbulbIcon from '@mui/icons-material/Lightbulb';
import MailIcon from '@mui/icons-material/Mail';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import PeopleIcon from '@mui/icons-material/People';
import QuizIcon from '@mui/icons-material/Quiz';
import SchoolIcon from '@mui/icons-material/School';
import { NavLink, useLocation } from 'react-router';
import { SIDEBAR_SCREENS } from '../admin-screens';
import { SIDEBAR_WIDTH } from '../theme';

const ICONS: Record<string, ReactElement> = {
  dashboard: <DashboardIcon />,
  datos: <AssessmentIcon />,
  usermngmt: <PeopleIcon />,
  'email-tracker': <MailIcon />,
  campanas: <CampaignIcon />,
  'plantillas-correo': <MarkEmailReadIcon />,
  centros: <SchoolIcon />,
  'download-results': <DownloadIcon />,
  periodos: <DateRangeIcon />,
  claves: <KeyIcon />,
  contenidos: <ArticleIcon />,
  feedback: <FeedbackIcon />,
  'sugerencias-plan': <LightbulbIcon />,
  'preguntas-consultas': <QuizIcon />,
  recursos: <LibraryBooksIcon />,
  toolkits: <BuildIcon />,
  documentos: <DescriptionIcon />,
  auditoria: <HistoryIcon />,
};

interface SidebarProps {
  isMobile: boolean;
  open: boolean;
  onClose: () => void;
}

/**
 * Navigation to every administration screen (spec §2): a permanent drawer of 260 px from
 * 960 px, a temporary drawer opened from the top bar below. Only one is mounted at a time so
 * the page has a single navigation landmark of that name.
 */
export function Sidebar({ isMobile, open, onClose }: SidebarProps) {
  const { pathname } = useLocation();

  const navigation = (
    <nav aria-label="Menú principal">
      {/* Dense: at normal height the last entries fell below a 1,366 × 768 screen. */}
      <List dense>
        {SIDEBAR_SCREENS.map(({ segment, label }) => {
          const path = `/admin/${segment}`;
          return (
            <ListItem key={segment} disablePadding>
              <ListItemButton
                component={NavLink}
                to={path}
                selected={pathname === path || pathname.startsWith(`${path}/`)}
                onClick={isMobile ? onClose : undefined}
              >
                <ListItemIcon>{ICONS[segment]}</ListItemIcon>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </nav>
  );

  const paperSx = { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } as const;

  return isMobile ? (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': 'Menú' } }}
      // Over the fixed top bar: under it, the first entry could not be tapped.
      sx={{ zIndex: (theme) => theme.zIndex.modal, '& .MuiDrawer-paper': paperSx }}
    >
      {navigation}
    </Drawer>
  ) : (
    <Drawer
      variant="permanent"
      sx={{ width: SIDEBAR_WIDTH, flexShrink: 0, '& .MuiDrawer-paper': paperSx }}
    >
      <Toolbar />
      {navigation}
    </Drawer>
  );
}
