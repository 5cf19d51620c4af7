import ForestIcon from '@mui/icons-material/Forest';
import ParkIcon from '@mui/icons-material/Park';
import SpaIcon from '@mui/icons-material/Spa';
import TerrainIcon from '@mui/icons-material/Terrain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApplyDialog } from './tea-scenery-apply-dialog';
import { scenery } from '../../generated/content/scenery';
import { headlines, type DemoGarden } from './tea-scenery-data';

const icons = { spa: SpaIcon, terrain: TerrainIcon, park: ParkIcon, forest: ForestIcon } as const;

function GardenCard({ garden }: { garden: DemoGarden }) {
  const Icon = icons[garden.icon];
  const { facts: labels, units } = scenery;
  const facts: [string, string][] = [
    [labels.district, `${garden.district} · ${garden.town}`],
    [labels.area, `${garden.area.toLocaleString('zh-CN')} ${units.area}`],
    [labels.variety, garden.variety],
    [labels.altitude, `${garden.altitude} ${units.altitude}`],
  ];
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={`garden-${garden.name}`}
      sx={{ overflow: 'hidden', display: 'flex', flexDirection: 'column' }}
    >
      {/* a colour block stands in for the garden's photo: the seeds give none */}
      <Box
        aria-hidden
        sx={{
          height: 112,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'rgba(255,255,255,.9)',
          background: `linear-gradient(135deg, ${garden.colour} 0%, ${garden.colour}b3 100%)`,
        }}
      >
        <Icon sx={{ fontSize: 56 }} />
      </Box>
      <Stack spacing={1} sx={{ p: 2, flex: 1 }}>
        <Typography id={`garden-${garden.name}`} variant="h6" component="h3">
          {garden.name}
        </Typography>
        <Box
          component="dl"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'max-content 1fr',
            columnGap: 2,
            rowGap: 0.5,
            m: 0,
            fontSize: 14,
          }}
        >
          {facts.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Box component="dt" sx={{ color: 'text.secondary' }}>
                {label}
              </Box>
              <Box component="dd" sx={{ m: 0 }}>
                {value}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.8 }}>
          {garden.description}
        </Typography>
      </Stack>
    </Paper>
  );
}

/**
 * 茶叶风光 (/chaScenery and /chaIndex; seed 3 §2.10): the smart tea garden pages show static demo
 * data and an apply dialog. Both routes render this one screen — the seeds tell them apart by path only.
 */
export function TeaSceneryScreen() {
  const [applying, setApplying] = useState(false);
  return (
    <Stack spacing={3} component="section" aria-labelledby="scenery-title">
      <Paper
        variant="outlined"
        sx={{
          p: 4,
          display: 'flex',
          alignItems: 'center',
          gap: 3,
          background: 'linear-gradient(120deg, #e8f5e9 0%, #ffffff 70%)',
        }}
      >
        <Box sx={{ flex: 1 }}>
          <Stack direction="row" spacing={1.5} alignItems="center">
            <Typography id="scenery-title" variant="h4" component="h1">
              {scenery.title}
            </Typography>
            <Chip label={scenery.sample} size="small" variant="outlined" color="secondary" />
          </Stack>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {scenery.intro}
          </Typography>
        </Box>
        <Button variant="contained" size="large" onClick={() => setApplying(true)}>
          {scenery.apply}
        </Button>
      </Paper>

      <Box
        component="ul"
        aria-label={scenery.overview}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {headlines().map((h) => (
          <Paper key={h.label} component="li" variant="outlined" sx={{ p: 2.5, textAlign: 'center' }}>
            <Typography variant="h4" component="p" color="primary" sx={{ fontWeight: 600 }}>
              {h.value}
              <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 0.5 }}>
                {h.unit}
              </Typography>
            </Typography>
            <Typography color="text.secondary">{h.label}</Typography>
          </Paper>
        ))}
      </Box>

      <Box component="section" aria-labelledby="gardens-title">
        <Typography id="gardens-title" variant="h5" component="h2" sx={{ mb: 2 }}>
          {scenery.gardensTitle}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {scenery.gardens.map((g) => (
            <GardenCard key={g.name} garden={g} />
          ))}
        </Box>
      </Box>

      <ApplyDialog open={applying} onClose={() => setApplying(false)} />
    </Stack>
  );
}
