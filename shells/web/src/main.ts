// An async boundary: shared singletons (React, the router...) are negotiated before any of them load.
import(/* webpackChunkName: "bootstrap" */ './bootstrap.js');
