// generated from spec/content.yaml by npm run generate — do not edit

/** The map picker: the city the maps service opens on, and the districts it offers without the service. */
export const places = {
  defaultCity: '上海',
  offline: [
    { name: '浉河区', address: '河南省信阳市浉河区', lng: 114.0587, lat: 32.1168 },
    { name: '平桥区', address: '河南省信阳市平桥区', lng: 114.1259, lat: 32.101 },
    { name: '罗山县', address: '河南省信阳市罗山县', lng: 114.5129, lat: 32.2033 },
    { name: '光山县', address: '河南省信阳市光山县', lng: 114.919, lat: 32.0099 },
    { name: '新县', address: '河南省信阳市新县', lng: 114.8795, lat: 31.644 },
    { name: '商城县', address: '河南省信阳市商城县', lng: 115.4069, lat: 31.7987 },
    { name: '固始县', address: '河南省信阳市固始县', lng: 115.6543, lat: 32.1683 },
    { name: '潢川县', address: '河南省信阳市潢川县', lng: 115.052, lat: 32.1312 },
    { name: '淮滨县', address: '河南省信阳市淮滨县', lng: 115.4197, lat: 32.4735 },
    { name: '息县', address: '河南省信阳市息县', lng: 114.7403, lat: 32.3427 },
  ],
} as const;
