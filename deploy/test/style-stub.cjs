// Stylesheets mean nothing to Jest: components import them, tests get an empty module.
module.exports = {};
