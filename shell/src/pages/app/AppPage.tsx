import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useStores } from '@cp/shared/stores';
import { rem, theme, useTitleSuffix } from '@cp/shared/ui';
import { qrSvg, svgDataUrl } from './siteQr';

/** Where phones open the site: the mobile home of this origin. */
export const mobileSiteUrl = (origin: string) => `${origin}/m`;

/**
 * /m/app, the header menu's APP page. The site has no app to install, and says so: it shows how
 * to add the mobile site to the home screen (iPhone, Android, inside WeChat) and a QR code of
 * the mobile site to open it on another phone. When the operators publish an app (site info
 * `apkLink` with its URL and QR code), its download comes first.
 */
export const AppPage = observer(function AppPage() {
  const { site } = useStores();
  useTitleSuffix('手机APP |');
  const url = mobileSiteUrl(window.location.origin);
  const [qr, setQr] = useState<{ for: string; src: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    qrSvg(url).then(
      (svg) => live && setQr({ for: url, src: svgDataUrl(svg) }),
      () => live && setQr({ for: url, src: null }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  const apk = site.info?.siteSetting.apkLink;

  return (
    <Page data-testid="app-page">
      {apk?.url && (
        <Card data-testid="app-download">
          <h2>下载 App</h2>
          {apk.qrCode && <Qr src={apk.qrCode} alt="App 下载二维码" />}
          <Button href={apk.url} target="_blank" rel="noopener noreferrer">
            立即下载
          </Button>
        </Card>
      )}
      <Card>
        <h2>把{site.siteName || '本站'}放到手机桌面</h2>
        {!apk?.url && (
          <Lead>本站暂无需要下载安装的 App。把手机版添加到主屏幕后，它会像 App 一样出现在桌面上，点开即看开奖。</Lead>
        )}
        <Steps>
          <li>
            <b>iPhone / iPad（Safari）</b>
            点屏幕底部的「分享」按钮，选「添加到主屏幕」，再点「添加」。
          </li>
          <li>
            <b>安卓手机（Chrome、自带浏览器等）</b>
            点右上角的「⋮」或底部的「≡」菜单，选「添加到主屏幕」或「安装应用」，再确认。
          </li>
          <li>
            <b>在微信里打开时</b>
            先点右上角的「…」，选「在浏览器打开」，再按上面的步骤添加。
          </li>
        </Steps>
      </Card>
      <Card>
        <h2>扫码打开手机版</h2>
        {qr === null || qr.for !== url ? (
          <QrBox aria-busy="true">二维码生成中…</QrBox>
        ) : qr.src ? (
          <Qr src={qr.src} alt={`手机版二维码：${url}`} data-testid="site-qr" />
        ) : (
          <QrBox role="status">二维码生成失败，请直接访问下面的网址。</QrBox>
        )}
        <Address data-testid="site-url">{url}</Address>
      </Card>
    </Page>
  );
});

const Page = styled.div`
  padding: ${rem(10)};
  color: ${theme.color.text};
  font-size: ${rem(14)};
  line-height: 1.7;
`;

const Card = styled.section`
  margin-bottom: ${rem(10)};
  padding: ${rem(14)};
  border-radius: ${rem(6)};
  background: #fff;
  text-align: center;
  h2 {
    margin: 0 0 ${rem(8)};
    font-size: ${rem(16)};
  }
`;

const Lead = styled.p`
  margin: 0 0 ${rem(10)};
  color: #666;
  text-align: left;
`;

const Steps = styled.ol`
  margin: 0;
  padding-left: ${rem(20)};
  text-align: left;
  li + li {
    margin-top: ${rem(8)};
  }
  b {
    display: block;
    color: ${theme.color.brand};
  }
`;

const Qr = styled.img`
  display: block;
  width: ${rem(180)};
  height: ${rem(180)};
  margin: 0 auto ${rem(8)};
`;

const QrBox = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${rem(180)};
  height: ${rem(180)};
  margin: 0 auto ${rem(8)};
  background: #f5f5f5;
  color: ${theme.color.textMuted};
  font-size: ${rem(12)};
`;

const Address = styled.p`
  margin: 0;
  color: ${theme.color.link};
  font-size: ${rem(13)};
  overflow-wrap: anywhere;
`;

const Button = styled.a`
  display: inline-block;
  padding: ${rem(6)} ${rem(28)};
  border-radius: ${rem(4)};
  background: ${theme.color.brand};
  color: #fff;
`;
