// generated from spec/routes.yaml by npm run generate — do not edit
export const platform = '信阳茶产业服务平台';
