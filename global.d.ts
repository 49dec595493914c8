/// <reference types="@tarojs/taro" />

declare module '*.png'
declare module '*.svg'
declare module '*.css'

declare namespace NodeJS {
  interface ProcessEnv {
    NODE_ENV: 'development' | 'production' | 'test'
    TARO_ENV: 'weapp' | 'alipay' | 'tt' | 'h5'
    TARO_APP_ID: string
  }
}

/** Merchant this build serves unless the page URL names another (?merchantId=); set by config/index.ts. */
declare const STOREFRONT_MERCHANT_ID: string
/** Base URL of the storefront API; empty on H5 (same origin). */
declare const STOREFRONT_API_BASE: string
