// Build-time constants Taro defines for the app; unit tests run outside the build.
process.env.TARO_ENV = process.env.TARO_ENV || 'h5'
