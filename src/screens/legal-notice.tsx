import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { href, navigation, platform } from '../../generated/routes';

/**
 * 法律声明 (/aboutflv; seed 3 §2.10 "the legal statement (static text)"). The seeds give no wording,
 * so the text is the platform's own; it is static on purpose — no server call, nothing to fail. The
 * operator is not named in the seeds, so the text says 本平台运营方 rather than inventing a company;
 * the platform name and the numbers come from the route table (spec/routes.yaml) so the footer and this page agree.
 */

interface Section {
  title: string;
  items: ReactNode[];
}

const privacyLink = (
  <Link component={RouterLink} to={href('about', { type: '2' })}>
    《隐私政策》
  </Link>
);
const agreementLink = (
  <Link component={RouterLink} to={href('about', { type: '1' })}>
    《用户协议》
  </Link>
);

const sections: Section[] = [
  {
    title: '版权声明',
    items: [
      `${platform}（以下简称“本平台”）所载的文字、图片、音视频、页面设计、标识、数据汇编及软件等内容，除另有注明或属于用户发布的内容外，其著作权、商标权及其他知识产权均归本平台运营方或相关权利人所有，受《中华人民共和国著作权法》《中华人民共和国商标法》等法律法规保护。`,
      `未经本平台或相关权利人书面许可，任何单位和个人不得以复制、转载、摘编、镜像、改编、出售或其他任何方式使用上述内容。经许可转载的，应注明“来源：${platform}”，并不得歪曲、篡改原意。`,
      '“信阳毛尖”等地理标志、证明商标及相关产品名称的权利归依法享有权利的主体所有，本平台对其引用仅用于介绍和说明，不构成任何授权。',
    ],
  },
  {
    title: '免责声明',
    items: [
      '本平台发布的茶产业资讯、政策解读、行情价格、茶技知识等信息仅供参考，不构成任何投资、交易、种植或经营建议。用户据此作出的决定及其后果由用户自行承担。',
      '大宗交易、采购需求、供应信息、招聘求职等内容由会员自行发布，本平台仅作形式审核，不对其真实性、准确性、合法性及交易结果作出保证。请在交易、签约或付款前自行核实对方的资质与信息，谨防诈骗。',
      '本平台可能接入或链接第三方提供的服务（如地图、即时通讯、单点登录等），该等服务由其提供者独立运营并承担责任，本平台不对其内容及服务质量作出保证。',
      '因不可抗力、网络故障、系统维护、黑客攻击、计算机病毒等非本平台过错原因导致的服务中断、数据丢失或其他损失，本平台在法律允许的范围内不承担责任，但将尽力减少损失并及时恢复服务。',
    ],
  },
  {
    title: '用户发布内容',
    items: [
      '用户在本平台发布文章、视频、问答、评论、留言及招聘、交易信息等内容，应确保对其享有合法权利，遵守国家法律法规和公序良俗，不得发布违法违规、虚假误导、侵犯他人权益、低俗或广告骚扰信息。',
      '用户发布的内容仅代表其本人观点，不代表本平台立场，由发布者承担全部法律责任。',
      '为在本平台展示和推广用户公开发布的内容，用户授予本平台在服务范围内免费、非独家地使用该等内容的许可；用户删除内容或注销账号后，本平台将停止展示，法律法规另有规定的除外。',
      '对违反法律法规或本声明的内容，本平台有权不经通知予以删除或屏蔽，并视情节对相关账号采取限制功能、暂停或终止服务等措施；涉嫌违法犯罪的，将依法向有关部门报告。',
      '权利人认为本平台上的内容侵犯其合法权益的，可通过下方联系方式提交身份证明、权属证明及涉嫌侵权内容的具体位置，本平台核实后将依法及时处理。',
    ],
  },
  {
    title: '隐私保护',
    items: [
      '本平台重视用户个人信息保护，依照《中华人民共和国个人信息保护法》《中华人民共和国网络安全法》等法律法规，遵循合法、正当、必要和诚信原则收集和使用个人信息。',
      '注册、实名认证、创作者认证等环节收集的姓名、手机号码、身份证件信息等，仅用于身份核验、账号安全及提供相应服务，未经用户同意不会向第三方提供，法律法规另有规定的除外。',
      <>
        个人信息的收集、使用、存储和保护的具体规则，请阅读{privacyLink}和{agreementLink}。
      </>,
    ],
  },
  {
    title: '法律适用与管辖',
    items: [
      '本声明的订立、效力、解释及争议解决均适用中华人民共和国法律（为本声明之目的，不包括香港特别行政区、澳门特别行政区和台湾地区法律）。',
      '因使用本平台服务产生的争议，双方应友好协商解决；协商不成的，任何一方均可向本平台运营方所在地（河南省信阳市）有管辖权的人民法院提起诉讼。',
      '本声明任一条款被认定无效或不可执行的，不影响其余条款的效力。本平台可根据法律法规变化及运营需要修订本声明，修订后的内容自在本页面公布之日起生效。',
    ],
  },
];

export function LegalNoticeScreen() {
  return (
    <Paper component="article" variant="outlined" sx={{ px: { xs: 3, md: 8 }, py: 5, maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h4" component="h1" align="center" gutterBottom>
        法律声明
      </Typography>
      <Typography color="text.secondary" sx={{ lineHeight: 1.9, textIndent: '2em' }}>
        欢迎访问{platform}。在使用本平台提供的各项服务之前，请您仔细阅读本声明。您访问或使用本平台，即视为您已阅读、理解并同意接受本声明的全部内容。
      </Typography>

      {sections.map((section, index) => (
        <section key={section.title} aria-labelledby={`legal-${index}`}>
          <Typography id={`legal-${index}`} variant="h6" component="h2" sx={{ mt: 4, mb: 1, pl: 1.5, borderLeft: 4, borderColor: 'primary.main' }}>
            {`${'一二三四五六'[index]}、${section.title}`}
          </Typography>
          <ol style={{ margin: 0, paddingLeft: '2em' }}>
            {section.items.map((item, i) => (
              <Typography key={i} component="li" sx={{ lineHeight: 1.9, mb: 0.5 }}>
                {item}
              </Typography>
            ))}
          </ol>
        </section>
      ))}

      <section aria-labelledby="legal-contact">
        <Typography id="legal-contact" variant="h6" component="h2" sx={{ mt: 4, mb: 1, pl: 1.5, borderLeft: 4, borderColor: 'primary.main' }}>
          {`${'一二三四五六'[sections.length]}、联系方式`}
        </Typography>
        <Typography sx={{ lineHeight: 1.9 }}>如您对本声明有任何疑问、意见或投诉，请通过以下方式与我们联系：</Typography>
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px', margin: '8px 0 0 2em', lineHeight: 1.9 }}>
          <dt>客服热线</dt>
          <dd style={{ margin: 0 }}>
            <Link href={`tel:${navigation.hotline.replace(/\D/g, '')}`}>{navigation.hotline}</Link>
          </dd>
          <dt>举报电话</dt>
          <dd style={{ margin: 0 }}>
            <Link href={`tel:${navigation.reportHotline.replace(/\D/g, '')}`}>{navigation.reportHotline}</Link>
          </dd>
          <dt>网站留言</dt>
          <dd style={{ margin: 0 }}>
            <Link component={RouterLink} to={href('aboutLiuyan')}>
              在线留言
            </Link>
          </dd>
        </dl>
      </section>
    </Paper>
  );
}
