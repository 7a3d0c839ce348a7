// DO NOT EDIT: generated from schemas/elements/video.schema.json by `npm run codegen` (node codegen/main.ts).
// `npm run codegen:check` fails the tests when this file is stale.
import * as __m0 from "ajv/dist/runtime/ucs2length.js";
const __cjs = (ns) => (ns.default && ns.default.__esModule ? ns.default : ns);
export const validate = validate0;
export default validate0;
const schema0 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"VideoProps","description":"Props of the video element: youtube and vimeo need videoId, file needs src.","x-element":{"version":1,"label":{"hr":"Video","en":"Video","de":"Video"},"category":"media","localised":["title"],"slots":[],"mobileOverrides":[],"resolver":false},"type":"object","properties":{"provider":{"type":"string","enum":["youtube","vimeo","file"]},"videoId":{"type":"string","minLength":1,"maxLength":32,"pattern":"^[A-Za-z0-9_-]+$"},"src":{"$ref":"../common/media-src.schema.json"},"title":{"type":"string","minLength":1,"maxLength":200},"poster":{"$ref":"../common/media-src.schema.json"}},"required":["provider","title"],"allOf":[{"if":{"properties":{"provider":{"const":"youtube"}}},"then":{"required":["videoId"],"properties":{"videoId":{"type":"string","pattern":"^[A-Za-z0-9_-]{11}$"}}}},{"if":{"properties":{"provider":{"const":"vimeo"}}},"then":{"required":["videoId"],"properties":{"videoId":{"type":"string","pattern":"^[0-9]{6,12}$"}}}},{"if":{"properties":{"provider":{"const":"file"}}},"then":{"required":["src"],"properties":{"src":{"$ref":"../common/media-src.schema.json"}}}}],"additionalProperties":false,"examples":[{"provider":"youtube","videoId":"dQw4w9WgXcQ","title":"Video"}],"$id":"https://schemas.vitrina.local/elements/video.schema.json"};
const schema1 = {"$schema":"https://json-schema.org/draft/2020-12/schema","title":"MediaSrc","description":"Address of an image or video: a site path or an https URL (never javascript: or data:).","type":"string","minLength":1,"maxLength":500,"pattern":"^(?:/|https://)[^\\s<>\"']*$","$id":"https://schemas.vitrina.local/common/media-src.schema.json"};
const pattern0 = new RegExp("^[A-Za-z0-9_-]{11}$", "u");
const pattern1 = new RegExp("^[0-9]{6,12}$", "u");
const pattern2 = new RegExp("^(?:/|https://)[^\\s<>\"']*$", "u");
const pattern3 = new RegExp("^[A-Za-z0-9_-]+$", "u");
const func0 = __cjs(__m0).default;

function validate0(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://schemas.vitrina.local/elements/video.schema.json" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate0.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.provider !== undefined){
if("youtube" !== data.provider){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.videoId === undefined){
const err1 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "videoId"},message:"must have required property '"+"videoId"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.videoId !== undefined){
let data1 = data.videoId;
if(typeof data1 === "string"){
if(!pattern0.test(data1)){
const err2 = {instancePath:instancePath+"/videoId",schemaPath:"#/allOf/0/then/properties/videoId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]{11}$"},message:"must match pattern \""+"^[A-Za-z0-9_-]{11}$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/videoId",schemaPath:"#/allOf/0/then/properties/videoId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
if(valid1){
var props0 = {};
props0.videoId = true;
props0.provider = true;
}
}
if(!valid1){
const err4 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs9 = errors;
let valid4 = true;
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.provider !== undefined){
if("vimeo" !== data.provider){
const err5 = {};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
var _valid1 = _errs10 === errors;
errors = _errs9;
if(vErrors !== null){
if(_errs9){
vErrors.length = _errs9;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs12 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.videoId === undefined){
const err6 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "videoId"},message:"must have required property '"+"videoId"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.videoId !== undefined){
let data3 = data.videoId;
if(typeof data3 === "string"){
if(!pattern1.test(data3)){
const err7 = {instancePath:instancePath+"/videoId",schemaPath:"#/allOf/1/then/properties/videoId/pattern",keyword:"pattern",params:{pattern: "^[0-9]{6,12}$"},message:"must match pattern \""+"^[0-9]{6,12}$"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/videoId",schemaPath:"#/allOf/1/then/properties/videoId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
var _valid1 = _errs12 === errors;
valid4 = _valid1;
if(valid4){
var props1 = {};
props1.videoId = true;
props1.provider = true;
}
}
if(!valid4){
const err9 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(props0 !== true && props1 !== undefined){
if(props1 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props1);
}
}
const _errs16 = errors;
let valid7 = true;
const _errs17 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.provider !== undefined){
if("file" !== data.provider){
const err10 = {};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
var _valid2 = _errs17 === errors;
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
if(_valid2){
const _errs19 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.src === undefined){
const err11 = {instancePath,schemaPath:"#/allOf/2/then/required",keyword:"required",params:{missingProperty: "src"},message:"must have required property '"+"src"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.src !== undefined){
let data5 = data.src;
if(typeof data5 === "string"){
if(func0(data5) > 500){
const err12 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(func0(data5) < 1){
const err13 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(!pattern2.test(data5)){
const err14 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/|https://)[^\\s<>\"']*$"},message:"must match pattern \""+"^(?:/|https://)[^\\s<>\"']*$"+"\""};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
var _valid2 = _errs19 === errors;
valid7 = _valid2;
if(valid7){
var props2 = {};
props2.src = true;
props2.provider = true;
}
}
if(!valid7){
const err16 = {instancePath,schemaPath:"#/allOf/2/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(props0 !== true && props2 !== undefined){
if(props2 === true){
props0 = true;
}
else {
props0 = props0 || {};
Object.assign(props0, props2);
}
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.provider === undefined){
const err17 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "provider"},message:"must have required property '"+"provider"+"'"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(data.title === undefined){
const err18 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "provider") || (key0 === "videoId")) || (key0 === "src")) || (key0 === "title")) || (key0 === "poster"))){
const err19 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.provider !== undefined){
let data6 = data.provider;
if(typeof data6 !== "string"){
const err20 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(!(((data6 === "youtube") || (data6 === "vimeo")) || (data6 === "file"))){
const err21 = {instancePath:instancePath+"/provider",schemaPath:"#/properties/provider/enum",keyword:"enum",params:{allowedValues: schema0.properties.provider.enum},message:"must be equal to one of the allowed values"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.videoId !== undefined){
let data7 = data.videoId;
if(typeof data7 === "string"){
if(func0(data7) > 32){
const err22 = {instancePath:instancePath+"/videoId",schemaPath:"#/properties/videoId/maxLength",keyword:"maxLength",params:{limit: 32},message:"must NOT have more than 32 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(func0(data7) < 1){
const err23 = {instancePath:instancePath+"/videoId",schemaPath:"#/properties/videoId/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(!pattern3.test(data7)){
const err24 = {instancePath:instancePath+"/videoId",schemaPath:"#/properties/videoId/pattern",keyword:"pattern",params:{pattern: "^[A-Za-z0-9_-]+$"},message:"must match pattern \""+"^[A-Za-z0-9_-]+$"+"\""};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/videoId",schemaPath:"#/properties/videoId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.src !== undefined){
let data8 = data.src;
if(typeof data8 === "string"){
if(func0(data8) > 500){
const err26 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(func0(data8) < 1){
const err27 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(!pattern2.test(data8)){
const err28 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/|https://)[^\\s<>\"']*$"},message:"must match pattern \""+"^(?:/|https://)[^\\s<>\"']*$"+"\""};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/src",schemaPath:"../common/media-src.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.title !== undefined){
let data9 = data.title;
if(typeof data9 === "string"){
if(func0(data9) > 200){
const err30 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(func0(data9) < 1){
const err31 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.poster !== undefined){
let data10 = data.poster;
if(typeof data10 === "string"){
if(func0(data10) > 500){
const err33 = {instancePath:instancePath+"/poster",schemaPath:"../common/media-src.schema.json/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(func0(data10) < 1){
const err34 = {instancePath:instancePath+"/poster",schemaPath:"../common/media-src.schema.json/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(!pattern2.test(data10)){
const err35 = {instancePath:instancePath+"/poster",schemaPath:"../common/media-src.schema.json/pattern",keyword:"pattern",params:{pattern: "^(?:/|https://)[^\\s<>\"']*$"},message:"must match pattern \""+"^(?:/|https://)[^\\s<>\"']*$"+"\""};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
else {
const err36 = {instancePath:instancePath+"/poster",schemaPath:"../common/media-src.schema.json/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
}
else {
const err37 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
validate0.errors = vErrors;
return errors === 0;
}
validate0.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

