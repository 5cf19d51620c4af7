import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { href, navigation, platform, routeByName, type RouteName } from '../../generated/routes';
import { useSession } from '../lib/use-session';

/**
 * The home page. Its content blocks (banners, notices, sign-in, activities, purchases, headlines —
 * seed 2 §2.4) come with the contract; until then it greets and opens every area of the site map.
 */
export function HomeScreen() {
  const navigate = useNavigate();
  const session = useSession();
  const areas = navigation.header.siteMap.filter((l) => l.route && l.route !== 'index');
  return (
    <section className="home">
      <div className="home-hero">
        <Typography variant="h4" component="h1">
          {platform}
        </Typography>
        <Typography>茶园用工、云赏头条、大宗交易、评比评选、荣誉殿堂与茶技服务，一站直达。</Typography>
        {!session && (
          <Typography>
            <a href={`#${href('grReg')}`}>立即注册</a>，加入信阳茶产业社区。
          </Typography>
        )}
      </div>
      <div className="home-areas">
        {areas.map((link) => (
          <Card key={link.label} variant="outlined">
            <CardActionArea onClick={() => navigate(href(link.route as RouteName))}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {link.label}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {routeByName[link.route as RouteName].public ? '游客可浏览' : '登录后使用'}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        ))}
      </div>
    </section>
  );
}
