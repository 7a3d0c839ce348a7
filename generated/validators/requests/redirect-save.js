// DO NOT EDIT: generated from schemas/requests/redirect-save.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"RedirectSaveRequest","description":"A redirect as the back office creates or replaces it (issue 22): from a site path to a path or absolute URL; status 301 unless given.","type":"object","properties":{"from":{"$ref":"../common/site-path.schema.json"},"to":{"$ref":"../common/redirect-target.schema.json"},"status":{"type":"integer","enum":[301,302],"default":301}},"required":["from","to"],"additionalProperties":false,"$id":"https://schemas.vitrina.local/requests/redirect-save.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"SitePath","description":"A path of the site as visitors ask for it (issue 22): a slash first, no query, fragment, space or control character; at most 512 characters (longer ones are bots' junk, never recorded).","type":"string","minLength":1,"maxLength":512,"pattern":"^/[^\\s?#\\u0000-\\u001f\\u007f]*$","$id":"https://schemas.vitrina.local/common/site-path.schema.json"};
const schema2 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"RedirectTarget","description":"Where a redirect sends (issue 22): a path of the site (a slash first, not two) or an absolute http(s) URL; a query is kept as written.","type":"string","minLength":1,"maxLength":2048,"pattern":"^(/(?!/)[^\\s\\u0000-\\u001f\\u007f]*|https?://[^\\s/?#\\u0000-\\u001f\\u007f]+([/?#][^\\s\\u0000-\\u001f\\u007f]*)?)$","$id":"https://schemas.vitrina.local/common/redirect-target.schema.json"};
const func0 = __cjs(__m0).default;
const pattern0 = new RegExp("^/[^\\s?#\\u0000-\\u001f\\u007f]*$", "u");
const pattern1 = new RegExp("^(/(?!/)[^\\s\\u0000-\\u001f\\u007f]*|https?://[^\\s/?#\\u0000-\\u001f\\u007f]+([/?#][^\\s\\u0000-\\u001f\\u007f]*)?)$", "u");

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/requests/redirect-save.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.status === undefined){
data.status = 301;
}
if(data.from === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from"},message:"must have required property '"+"from"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.to === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to"},message:"must have required property '"+"to"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "from") || (key0 === "to")) || (key0 === "status"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.from !== undefined){
let data0 = data.from;
if(typeof data0 === "string"){
if(func0(data0) > 512){
const err3 = {instancePath:instancePath+"/from",schemaPath:"../common/site-path.schema.json/maxLength",keyword:"maxLength",params:{limit: 512},message:"must NOT have more than 512 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func0(data0) < 1){
const err4 = {instancePath:instancePath+"/from",schemaPath:"../common/site-path.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern0.test(data0)){
const err5 = {instancePath:instancePath+"/from",schemaPath:"../common/site-path.schema.json/pattern",keyword:"pattern",params:{pattern: "^/[^\\s?#\\u0000-\\u001f\\u007f]*$"},message:"must match pattern \""+"^/[^\\s?#\\u0000-\\u001f\\u007f]*$"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/from",schemaPath:"../common/site-path.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.to !== undefined){
let data1 = data.to;
if(typeof data1 === "string"){
if(func0(data1) > 2048){
const err7 = {instancePath:instancePath+"/to",schemaPath:"../common/redirect-target.schema.json/maxLength",keyword:"maxLength",params:{limit: 2048},message:"must NOT have more than 2048 characters"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(func0(data1) < 1){
const err8 = {instancePath:instancePath+"/to",schemaPath:"../common/redirect-target.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(!pattern1.test(data1)){
const err9 = {instancePath:instancePath+"/to",schemaPath:"../common/redirect-target.schema.json/pattern",keyword:"pattern",params:{pattern: "^(/(?!/)[^\\s\\u0000-\\u001f\\u007f]*|https?://[^\\s/?#\\u0000-\\u001f\\u007f]+([/?#][^\\s\\u0000-\\u001f\\u007f]*)?)$"},message:"must match pattern \""+"^(/(?!/)[^\\s\\u0000-\\u001f\\u007f]*|https?://[^\\s/?#\\u0000-\\u001f\\u007f]+([/?#][^\\s\\u0000-\\u001f\\u007f]*)?)$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/to",schemaPath:"../common/redirect-target.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
let data2 = data.status;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(!((data2 === 301) || (data2 === 302))){
const err12 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/enum",keyword:"enum",params:{allowedValues: schema0.properties.status.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

